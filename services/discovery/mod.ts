/** Discovery: what the service is, offers and is connected to (spec 002 "General, discovery"). */
export * from "./catalog.ts";
export * from "./explorer.ts";
export * from "./headshots.ts";
export * from "./output_styles.ts";
export * from "./resources.ts";
export * from "./service_info.ts";

/** GET /discovery/: the sections, each with what it holds. */
export function discoveryOverview(counts: {
  prompts: number;
  tools: number;
  output_styles: number;
  resources: number;
}) {
  return {
    sections: [
      {
        name: "prompts",
        href: "/discovery/prompts",
        description: "System prompts with summaries",
        count: counts.prompts,
      },
      {
        name: "tools",
        href: "/discovery/tools",
        description: "Tools of the registry",
        count: counts.tools,
      },
      {
        name: "output-styles",
        href: "/discovery/output-styles",
        description: "Response shapes with schema, example and renderings",
        count: counts.output_styles,
      },
      {
        name: "resources",
        href: "/discovery/resources",
        description: "Connected databases and stores",
        count: counts.resources,
      },
    ],
    links: {
      service: "/",
      tools: "/tools",
      llms: "/llms.txt",
      openapi: "/openapi.json",
      explorer: "/api-explorer",
    },
  };
}
