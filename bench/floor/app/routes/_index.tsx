// A page of the home page's shape (docs/performance.md): about 180 elements, inline CSS (the site
// inlines its critical CSS, 29 KB; 35 KB here, so that the page is as long as the site's, 48 KB)
// and about 3.5 KB of loader data.
import { useLoaderData } from "@remix-run/react";

const css = Array.from({ length: 685 }, (_, i) => `.c${i}{display:flex;gap:${i % 9}px;color:#1b2a3a;margin:0}`).join(
  "",
);

export const meta = () => [{ title: "창호 제조사" }, { name: "description", content: "공장에서 현장까지" }];

export const loader = () => ({
  rows: Array.from({ length: 20 }, (_, i) => ({
    id: i,
    title: `제품 ${i} 이중창 242`,
    text: "공장에서 만든 창호로 사계절 따뜻하고 조용한 집을 만듭니다. 합리적인 가격, 정품 자재, 빠른 A/S.",
  })),
});

export default function Index() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: fixed text, as the site's critical CSS */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <main>
        <h1>창호 제조사</h1>
        {["a", "b"].map((part) => (
          <section key={part}>
            {rows.map((r) => (
              <article key={r.id} className="card">
                <h2>
                  <a href={`/manu/${r.id}`}>{r.title}</a>
                </h2>
                <p>{r.text}</p>
              </article>
            ))}
          </section>
        ))}
      </main>
    </>
  );
}
