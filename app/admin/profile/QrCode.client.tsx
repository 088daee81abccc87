// The otpauth URI of 2단계 인증 as a QR code (decision 076), loaded only in the browser.
import { encode } from "uqr";

/** The otpauth URI as a QR code, drawn as one SVG path (no script, no picture to load). */
export default function QrCode({ text: uri }: { text: string }) {
  const { data: cells, size } = encode(uri, { ecc: "M", border: 2 });
  let path = "";
  cells.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="two-factor-qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label="인증 앱에 추가할 QR 코드"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
