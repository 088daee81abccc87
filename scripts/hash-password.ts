// Prints the SQL that creates the first production administrator.
// Usage: npx tsx scripts/hash-password.ts '<password>' [username] [name]
import { hashPassword } from "../functions/auth/password";

const [password, username = "admin@example.com", name = "관리자"] = process.argv.slice(2);
if (!password || password.length < 8) {
  console.error("Usage: npx tsx scripts/hash-password.ts '<password of 8+ characters>' [username] [name]");
  process.exit(1);
}
const { passwordHash, passwordSalt } = await hashPassword(password);
const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
console.log(
  `INSERT INTO users (username, password_hash, password_salt, name, user_mail, role) VALUES (${q(username)}, ${q(passwordHash)}, ${q(passwordSalt)}, ${q(name)}, ${q(username)}, 'ROLE_ADMIN');`,
);
