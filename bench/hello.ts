/** The baseline: the smallest JSON server `deno serve` can run. */
export default {
  fetch: () => Response.json({ hello: "world" }),
};
