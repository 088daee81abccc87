// Turns off 2단계 인증 of one account directly in D1 (decision 076): for an administrator who lost
// both the phone and the 복구 코드 when no other administrator is left to do it from the account's
// detail. The account signs in with its password alone and may set it up again.
//   npm run admin:two-factor-off -- --email a@b.kr --env production
//   npm run admin:two-factor-off -- --email a@b.kr                # local state (.wrangler/state)
import { parseArgs } from "node:util";
import { d1Query, requireNode, sqlText, targetOf } from "./lib/cli.mjs";

requireNode();
const { values } = parseArgs({
  options: { env: { type: "string" }, "persist-to": { type: "string" }, email: { type: "string" } },
});
if (!values.email) {
  console.error("--email 로 계정(아이디)을 지정하세요. (give the account with --email)");
  process.exit(1);
}
const target = targetOf({ env: values.env, persistTo: values["persist-to"] });
const where = target.remote ? `원격 D1 (env ${target.env}, ${target.d1.database_name})` : "로컬 D1";
const account = `(SELECT users_id FROM users WHERE username = ${sqlText(values.email)})`;

const [found] = d1Query(
  target,
  `SELECT count(*) AS n, (SELECT count(*) FROM user_totp WHERE users_id = ${account} AND enabled_at IS NOT NULL) AS on_ FROM users WHERE username = ${sqlText(values.email)}`,
);
if (!found?.n) {
  console.error(`${where}에 ${values.email} 계정이 없습니다. (no such account)`);
  process.exit(1);
}
// Both tables in one statement list: D1 runs a --command as one unit.
d1Query(
  target,
  `DELETE FROM user_recovery_code WHERE users_id = ${account}; DELETE FROM user_totp WHERE users_id = ${account};`,
);
console.log(
  found.on_
    ? `${where}: ${values.email} 의 2단계 인증을 껐습니다. 비밀번호만으로 로그인한 뒤 내 정보에서 다시 설정하세요.`
    : `${where}: ${values.email} 은(는) 2단계 인증을 사용하고 있지 않았습니다. 바뀐 것이 없습니다.`,
);
