/**
 * Editor data made from a Custom Elements Manifest (custom-elements.json): VS Code's custom HTML
 * data (`html.customData`) and JetBrains' web-types (WebStorm, IntelliJ). Both say what each
 * `<anp-*>` tag is, its attributes with their fixed values, and (web-types) its events, slots,
 * parts and custom properties. Plain functions over the JSON, so the package manifests
 * (scripts/manifest.mjs) and the CDN folder's (scripts/cdn-manifest.ts) share them.
 */

interface Described {
  name: string;
  description?: string;
}

interface ManifestAttribute extends Described {
  type?: { text: string };
  default?: string;
  values?: string[];
}

interface ManifestDeclaration {
  tagName?: string;
  name: string;
  summary?: string;
  attributes?: ManifestAttribute[];
  members?: (Described & { kind: string; type?: { text: string } })[];
  events?: (Described & { type?: { text: string } })[];
  slots?: Described[];
  cssParts?: Described[];
  cssProperties?: Described[];
}

export interface ElementsManifest {
  schemaVersion: string;
  modules: {
    path: string;
    declarations?: ManifestDeclaration[];
    exports?: unknown[];
  }[];
}

const elementsOf = (manifest: ElementsManifest) =>
  manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((d): d is ManifestDeclaration & { tagName: string } => Boolean(d.tagName))
      .map((declaration) => ({ module, declaration })),
  );

/** VS Code custom HTML data (version 1.1): point `html.customData` at the file. */
export function vsCodeHtmlData(manifest: ElementsManifest) {
  return {
    version: 1.1,
    tags: elementsOf(manifest).map(({ declaration: d }) => ({
      name: d.tagName,
      description: d.summary ?? '',
      attributes: (d.attributes ?? []).map((a) => ({
        name: a.name,
        description:
          a.default !== undefined ? `${a.description} Default: ${a.default}.` : a.description,
        ...(a.values?.length
          ? { values: a.values.map((name) => ({ name })) }
          : a.type?.text === 'boolean'
            ? { valueSet: 'v' }
            : {}),
      })),
    })),
  };
}

/** JetBrains web-types (schema 2.0): found through the package.json `web-types` field. */
export function webTypes(manifest: ElementsManifest, name: string, version: string) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name,
    version,
    'description-markup': 'none',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: elementsOf(manifest).map(({ module, declaration: d }) => ({
          name: d.tagName,
          description: d.summary ?? '',
          source: { module: module.path, symbol: d.name },
          attributes: (d.attributes ?? []).map((a) => ({
            name: a.name,
            description: a.description ?? '',
            ...(a.default !== undefined ? { default: a.default } : {}),
            ...(a.type?.text === 'boolean'
              ? { value: { type: 'boolean', required: false } }
              : { value: { type: a.type?.text ?? 'string', required: true } }),
            ...(a.values?.length ? { values: a.values.map((value) => ({ name: value })) } : {}),
          })),
          events: (d.events ?? []).map((e) => ({ name: e.name, description: e.description ?? '' })),
          slots: (d.slots ?? []).map((s) => ({ name: s.name, description: s.description ?? '' })),
          js: {
            properties: (d.members ?? [])
              .filter((m) => m.kind === 'field')
              .map((m) => ({
                name: m.name,
                description: m.description ?? '',
                value: { type: m.type?.text ?? 'unknown' },
              })),
            events: (d.events ?? []).map((e) => ({
              name: e.name,
              description: e.description ?? '',
              value: { type: e.type?.text ?? 'CustomEvent' },
            })),
          },
          css: {
            parts: (d.cssParts ?? []).map((p) => ({
              name: p.name,
              description: p.description ?? '',
            })),
            properties: (d.cssProperties ?? []).map((p) => ({
              name: p.name,
              description: p.description ?? '',
            })),
          },
        })),
      },
    },
  };
}

/** The files written beside each custom-elements.json. */
export const EDITOR_FILES = {
  vsCode: 'vscode.html-custom-data.json',
  webTypes: 'web-types.json',
} as const;
