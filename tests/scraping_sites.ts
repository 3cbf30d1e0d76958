/**
 * League websites for the scraping tests: each site is its own server on 127.0.0.1 (its own
 * port, so its own host for de-duplication and its own robots.txt), serving pages written the
 * way real league sites write them, and hostile ones.
 */

export interface Site {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Requests received, by path (with the query). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

type Handler = (req: Request) => Response | Promise<Response>;

export function startSite(pages: Record<string, Handler>): Site {
  const hits = new Map<string, number>();
  const server = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, async (req) => {
    const url = new URL(req.url);
    const path = `${url.pathname}${url.search}`;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = pages[path] ?? pages[url.pathname];
    return handler ? await handler(req) : new Response("not found", { status: 404 });
  });
  const port = server.addr.port;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: async () => {
      await server.shutdown();
    },
  };
}

export const html = (body: string, init: ResponseInit = {}) =>
  new Response(body, {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
  });

export const text = (body: string, type = "text/plain") =>
  new Response(body, { headers: { "Content-Type": type } });

export const redirect = (location: string, status = 302) =>
  new Response(null, { status, headers: { Location: location } });

/** A roller derby league's home page: JSON-LD, Open Graph, a footer with contacts and icons. */
export const RIVERSIDE_HOME = `<!DOCTYPE html>
<html lang="en-US">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Home | Riverside Roller Derby League</title>
  <meta name="description" content="Flat-track roller derby in Riverside since 2009. Skaters, refs and volunteers welcome!">
  <meta property="og:type" content="website">
  <meta property="og:site_name" content="Riverside Roller Derby">
  <meta property="og:title" content="Home">
  <meta property="og:image" content="https://cdn.riversiderollerderby.example/og.jpg">
  <link rel="stylesheet" href="/wp-content/themes/derby/style.css?ver=6.4.2">
  <script type="application/ld+json">
  {
    "@context": "https://schema.org",
    "@graph": [
      {"@type": "WebSite", "@id": "https://riversiderollerderby.example/#website",
       "url": "https://riversiderollerderby.example/", "name": "Riverside Roller Derby"},
      {"@type": "SportsOrganization", "@id": "https://riversiderollerderby.example/#org",
       "name": "Riverside Roller Derby League",
       "alternateName": "RRDL",
       "sport": "Roller Derby",
       "url": "https://riversiderollerderby.example/",
       "email": "info@riversiderollerderby.example",
       "address": {"@type": "PostalAddress", "streetAddress": "4100 Arena Way",
         "addressLocality": "Riverside", "addressRegion": "CA", "postalCode": "92501",
         "addressCountry": "US"},
       "sameAs": ["https://www.facebook.com/RiversideRollerDerby",
                  "https://www.instagram.com/riversiderollerderby/"]}
    ]
  }
  </script>
  <script>
    window.dataLayer = window.dataLayer || [];
    var fallbackContact = "scam-harvest@phish.example";
    document.write('<p>Contact: injected@evil.example, call +1 555 0100</p>');
  </script>
  <style>.hero::after { content: "styled@css.example"; }</style>
</head>
<body class="home page-template-default">
  <header class="site-header">
    <a class="logo" href="/"><img src="/img/logo@2x.png" alt="Riverside Roller Derby"></a>
    <nav><ul><li><a href="/about/">About</a></li><li><a href="/schedule/">Schedule</a></li>
    <li><a href="/join/">Join</a></li></ul></nav>
  </header>
  <main>
    <h1>Welcome to Riverside Roller Derby!</h1>
    <p>We are a skater-owned, skater-operated flat track league and a proud WFTDA member.</p>
    <div class="share">
      <a href="https://twitter.com/intent/tweet?url=https%3A%2F%2Friversiderollerderby.example">Share on X</a>
      <a href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Friversiderollerderby.example">Share</a>
    </div>
    <template><p>Template-only: template@hidden.example</p></template>
    <noscript><p>Enable JavaScript: noscript@hidden.example</p></noscript>
    <div hidden>hidden@hidden.example</div>
  </main>
  <footer class="site-footer">
    <div class="footer-contact">
      <h4>Contact us</h4>
      <p>Sponsorship inquiries: <a href="mailto:sponsors@riversiderollerderby.example?subject=Sponsorship">sponsors@riversiderollerderby.example</a></p>
      <p>Media: media@riversiderollerderby.example</p>
      <p>Phone: <a href="tel:+1-951-555-0142">(951) 555-0142</a></p>
    </div>
    <ul class="social-icons">
      <li><a href="https://x.com/RiversideDerby" aria-label="X (Twitter)" target="_blank" rel="noopener"><svg aria-hidden="true"></svg></a></li>
      <li><a href="https://www.facebook.com/RiversideRollerDerby/" aria-label="Facebook"><i class="fa fa-facebook"></i></a></li>
      <li><a href="https://www.youtube.com/@RiversideRollerDerby" aria-label="YouTube"><i class="fa fa-youtube"></i></a></li>
      <li><a href="https://www.tiktok.com/@riversidederby" aria-label="TikTok"></a></li>
      <li><a href="https://www.linkedin.com/company/riverside-roller-derby" aria-label="LinkedIn"></a></li>
    </ul>
    <p class="copyright">© 2026 Riverside Roller Derby League. All rights reserved.</p>
  </footer>
  <script src="/wp-includes/js/jquery/jquery.min.js"></script>
</body>
</html>`;

/** A box lacrosse league without JSON-LD: Open Graph, keywords, a footer. */
export const CASCADE_HOME = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<title>Cascade Box Lacrosse League – Home</title>
<meta name="keywords" content="box lacrosse, youth lacrosse, Portland, adult league">
<meta property="og:site_name" content="Cascade Box Lacrosse League">
<meta property="og:description" content="Summer and winter box lacrosse for Portland-area players.">
</head>
<body>
<div id="app">
  <section class="hero"><h2>Season 12 registration is open</h2></section>
  <section class="about"><p>The CBLL is a volunteer-run league based in Portland, Oregon. Games are
  played at the Eastside Sports Complex.</p></section>
</div>
<footer>
  <div class="col">Questions? Email us at commissioner@cascadeboxlax.example or
  write to registrar@cascadeboxlax.example.</div>
  <div class="col social">
    <a href="https://instagram.com/cascadeboxlax"><img src="/icons/ig.svg" alt="Instagram"></a>
    <a href="https://www.facebook.com/"><img src="/icons/fb.svg" alt="Facebook"></a>
  </div>
</footer>
</body>
</html>`;

/** Tag soup: unclosed tags, stray closers, unquoted attributes, broken JSON-LD. */
export const BROKEN_HOME = `<html><head><title>Metro Disc Golf Association</title>
<script type="application/ld+json">{"@type": "SportsOrganization", "name": "Broken JSON</script>
<meta name=keywords content=disc golf,frisbee>
</head><body><div><p>Welcome to the <b>Metro Disc Golf Association<p>Leagues every Tuesday
</div></div></span><table><tr><td>Reach us: board@metrodiscgolf.example<td></table>
<a href="mailto:%ZZbroken">broken link</a> <a href="tel:%E0%A4%A">call</a>
<a href=mailto:tournaments@metrodiscgolf.example>email
<a href=https://www.youtube.com/c/MetroDiscGolf>YouTube`;

/** `bytes` of HTML sent as a stream of chunks, with no Content-Length. */
export function hugeStream(bytes: number, onChunk?: () => void): Response {
  const chunk = new TextEncoder().encode(`<p>${"x".repeat(16_377)}</p>`);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      onChunk?.();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/html" } });
}

/** Headers at once, then a body that trickles in for `ms`. */
export function slowBody(ms: number): Response {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("<html><body><p>loading"));
      timer = setTimeout(() => {
        try {
          controller.enqueue(new TextEncoder().encode("</p></body></html>"));
          controller.close();
        } catch {
          // the reader went away
        }
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/html" } });
}

/** Answers after `ms` (or when the client goes away). */
export function slowHeaders(req: Request, ms: number): Promise<Response> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(html("<title>Too late</title>")), ms);
    req.signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve(html("<title>Gone</title>"));
    });
  });
}
