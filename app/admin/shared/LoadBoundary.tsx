// The back office's own catch for a screen, or a part of one, that fails while showing (decision
// 149). Most often a lazily loaded part (editor, calendar, QR code) whose file is gone after a
// deploy, or that was first needed offline: React.lazy keeps that rejection, so only a reload
// helps. Without this the root's public "500 서버에서 오류" page replaced the whole back office.
import { Component, type ReactNode } from "react";

/** Chromium, Firefox and Safari's words for a module file that could not be fetched. */
const LOAD_FAILED = /dynamically imported module|Importing a module script failed|error loading dynamically/i;

interface Props {
  /** "screen": in place of the whole screen (the menu stays); "part": in place of one piece of it. */
  size: "screen" | "part";
  /** A new value (the next screen's address) forgets a caught error. */
  resetKey?: string;
  children: ReactNode;
}

export class LoadBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    const loadFailed = LOAD_FAILED.test(String((this.state.error as Error)?.message ?? this.state.error));
    const part = this.props.size === "part";
    const title = !loadFailed
      ? "화면을 표시하지 못했습니다"
      : part
        ? "화면 일부를 불러오지 못했습니다"
        : "화면을 불러오지 못했습니다";
    // The file failed in this browser, not on the server: the words say what the user can do.
    const text = loadFailed
      ? "새 버전이 배포되었거나 인터넷 연결이 끊겼을 수 있습니다. 연결을 확인한 뒤 다시 시도해주세요."
      : "일시적인 문제일 수 있습니다. 다시 시도해주세요.";
    // A reload asks first when there is unsaved work (LeaveBlocker), and brings the current files.
    const retry = (
      <button type="button" className="btn" onClick={() => window.location.reload()}>
        다시 시도
      </button>
    );
    if (part) {
      return (
        <div className="admin-part-failed" role="alert">
          <p>
            <strong>{title}</strong> {text}
          </p>
          {retry}
        </div>
      );
    }
    return (
      <section className="admin-card admin-blocked" aria-labelledby="admin-failed-title">
        <h1 id="admin-failed-title">{title}</h1>
        <p role="alert">{text}</p>
        <p className="card-actions">{retry}</p>
      </section>
    );
  }
}
