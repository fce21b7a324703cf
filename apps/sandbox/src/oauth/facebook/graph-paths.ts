const graphVersionPattern = /^v\d+\.\d+$/;

/**
 * Facebook's clients usually call versioned paths (/v19.0/me); both forms are served.
 * The versioned form matches any segment, so handlers check it with hasValidGraphVersion.
 */
export function withGraphVersion(path: string): [string, string] {
  return [path, `/:graphVersion${path}`];
}

export function hasValidGraphVersion(params: unknown): boolean {
  const version = (params as { graphVersion?: unknown } | undefined)?.graphVersion;
  return version === undefined || (typeof version === 'string' && graphVersionPattern.test(version));
}
