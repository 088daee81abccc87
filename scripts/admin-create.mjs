// Creates an administrator (ROLE_ADMIN) directly in D1: the first account of a new deployment.
//   npm run admin:create -- --env production                 # asks for e-mail, name and password
//   npm run admin:create -- --email a@b.kr --name 홍길동      # local state (.wrangler/state)
// The password may come from ADMIN_PASSWORD (kept out of shell history) or is asked for without
// echo. Refuses when an administrator exists, unless --force. Same PBKDF2 as the app.
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { d1Query, requireNode, sqlText, targetOf, wrangler } from "./lib/cli.mjs";

requireNode();
const { values } = parseArgs({
  options: {
    env: { type: "string" },
    "persist-to": { type: "string" },
    email: { type: "string" },
    name: { type: "string" },
    force: { type: "boolean", default: false },
  },
});
const { hashPassword } = await import("../functions/auth/password.ts");
const { registerSchema } = await import("../functions/schemas/users.ts");

async function ask(question, { hidden = false } = {}) {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (hidden && process.stdin.isTTY) {
    // Print the question, then swallow the echo of what is typed.
    process.stdout.write(question);
    rl._writeToOutput = () => {};
    const answer = await rl.question("");
    process.stdout.write("\n");
    rl.close();
    return answer;
  }
  const answer = await rl.question(question);
  rl.close();
  return answer;
}

const target = targetOf({ env: values.env, persistTo: values["persist-to"] });
const where = target.remote ? `원격 D1 (env ${target.env}, ${target.d1.database_name})` : "로컬 D1";

const [{ admins }] = d1Query(target, "SELECT count(*) AS admins FROM users WHERE role = 'ROLE_ADMIN'");
if (admins > 0 && !values.force) {
  console.error(
    `${where}에 관리자가 이미 ${admins}명 있습니다. 추가하려면 --force 를 붙이세요. (administrators exist; use --force)`,
  );
  process.exit(1);
}

const input = {
  username: values.email ?? (await ask("관리자 이메일(아이디): ")),
  name: values.name ?? (await ask("이름: ")),
  password: process.env.ADMIN_PASSWORD ?? (await ask("비밀번호(8자 이상): ", { hidden: true })),
};
const parsed = registerSchema.pick({ username: true, name: true, password: true }).safeParse(input);
if (!parsed.success) {
  for (const issue of parsed.error.issues) console.error(`- ${issue.message}`);
  process.exit(1);
}
const { username, name, password } = parsed.data;
const { passwordHash, passwordSalt } = await hashPassword(password);

// The unique username refuses a second account with the same e-mail; wrangler reports it.
const insert =
  "INSERT INTO users (username, password_hash, password_salt, name, user_mail, role) VALUES " +
  `(${[username, passwordHash, passwordSalt, name, username].map(sqlText).join(", ")}, 'ROLE_ADMIN');`;
try {
  wrangler(["d1", "execute", "DB", ...target.where, "--command", insert]);
} catch {
  console.error(`등록하지 못했습니다 (이미 있는 아이디인지 확인하세요): ${username}`);
  process.exit(1);
}
console.log(`${where}에 관리자 ${username} (${name})을(를) 만들었습니다. /loginForm 에서 로그인하세요.`);
