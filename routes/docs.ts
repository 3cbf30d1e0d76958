/**
 * GET /docs: Swagger UI for /openapi.json, with its script and style served by this service
 * (swagger-ui-dist, pinned in deno.json), so the reference works without the internet.
 */
import { bundle, css } from "docs-assets";
import type { Hono } from "hono";
import type { AppEnv } from "./context.ts";

const ASSETS = "/docs/assets";

// validatorUrl: null, or Swagger UI asks validator.swagger.io for a badge.
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script>
window.ui = SwaggerUIBundle({ url: "/openapi.json", dom_id: "#swagger-ui", validatorUrl: null });
</script>
</body>
</html>
`;

const cached = { "Cache-Control": "public, max-age=86400" };

export function registerDocs(app: Hono<AppEnv>) {
  app.get("/docs", (c) => c.html(page));
  app.get(
    `${ASSETS}/swagger-ui.css`,
    (c) => c.body(css, 200, { "Content-Type": "text/css; charset=utf-8", ...cached }),
  );
  app.get(
    `${ASSETS}/swagger-ui-bundle.js`,
    (c) => c.body(bundle, 200, { "Content-Type": "text/javascript; charset=utf-8", ...cached }),
  );
}
