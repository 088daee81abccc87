// The audit log's filters (GET /api/admin/audit), shared with the screen.
import * as z from "zod";
import { AUDIT_ACTIONS } from "../../db/schema";
import { parseLocalDateTime } from "../lib/dates";
import { josa } from "../lib/korean";
import { pageQuery } from "../lib/validation";

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A Korea date `YYYY-MM-DD` that exists. */
const day = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine(
        (v) => parseLocalDateTime(`${v}T00:00`) !== null && v.length === 10,
        `${josa(label, "을/를")} YYYY-MM-DD 형식으로 입력해주세요.`,
      )
      .optional(),
  );

export const auditQuery = pageQuery(20)
  .extend({
    actor: z.preprocess(
      blankToUndefined,
      z.string().trim().max(100, "사용자 아이디는 100자 이하로 입력해주세요.").optional(),
    ),
    action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTIONS, { error: "작업 종류를 확인해주세요." }).optional()),
    resource: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[a-z][a-z-]{0,39}$/, "대상 종류를 확인해주세요.")
        .optional(),
    ),
    from: day("시작일"),
    to: day("종료일"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, "시작일은 종료일보다 늦을 수 없습니다.");
