// A password field with 표시 (decision 066): on a phone's small keyboard a mistyped password is
// common, and seeing it before sending saves a failed login (and a step toward the login limit).
import { forwardRef, type InputHTMLAttributes, useState } from "react";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string };

export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(props, ref) {
  const [shown, setShown] = useState(false);
  return (
    <span className="password-field">
      <input {...props} ref={ref} type={shown ? "text" : "password"} />
      <button
        type="button"
        className="password-toggle"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((on) => !on)}
      >
        <span className="visually-hidden">비밀번호 </span>표시
      </button>
    </span>
  );
});
