import type { MetaFunction } from "@remix-run/cloudflare";
import { seo, siteFromMatches } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seo({
    title: "인사말",
    description: `${site.name} 인사말: 자체 공장 운영, 정직하고 합리적인 가격, 정품 자재, 빠르고 책임 있는 A/S, 친절한 상담.`,
    path: "/about",
    siteUrl: site.url,
    siteName: site.name,
  });
};

const PROMISES = [
  {
    image: "about-1",
    alt: "공장에서 조립을 마친 흰색 창호",
    title: "정직하고 합리적인 가격",
    text: "자체 공장에서 직접 생산해 유통 단계를 줄였습니다.",
  },
  {
    image: "about-2",
    alt: "짙은 색 프레임의 창호",
    title: "정품 자재",
    text: "검증된 프레임과 유리, 하드웨어만 사용합니다.",
  },
  {
    image: "about-3",
    alt: "목질감 프레임의 창호",
    title: "빠르고 책임 있는 A/S",
    text: "시공 후에도 끝까지 책임지고 빠르게 찾아갑니다.",
  },
] as const;

export default function About() {
  return (
    <main id="main" className="container page">
      <h1>인사말</h1>
      <div className="prose">
        <p>안녕하십니까. 저희 홈페이지를 찾아주셔서 감사합니다.</p>
        <p>
          저희는 자체 공장을 운영하며 창호를 직접 만들고 시공합니다. 정직하고 합리적인 가격, 정품 자재, 빠르고 책임 있는
          A/S, 그리고 친절한 상담을 약속드립니다. 고객님의 집에 꼭 맞는 창을 함께 찾겠습니다.
        </p>
      </div>
      <ul className="promise-grid">
        {PROMISES.map((p) => (
          <li key={p.image} className="promise">
            <img src={`/images/${p.image}.webp`} alt={p.alt} width={600} height={450} loading="lazy" />
            <h2>{p.title}</h2>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
