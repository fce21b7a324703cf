import type { BrowserContext, Frame } from 'playwright-core';

/** What the probes look for; every document of the context gets them (an init script runs in every frame). */
export interface ProbeSpec {
  /** name → a text whose first visible appearance in the top document is marked */
  texts: Record<string, string>;
  /** documents at this path prefix are the framed guide: its first visible h1 is marked `guide` */
  guidePathPrefix: string;
}

/** One document's record: when (epoch ms, high resolution) each probe first held, and where its navigation began. */
export interface ProbeSnapshot {
  href: string;
  /** the navigation's start (performance.timeOrigin), including any redirect that led here */
  navigationStartAt: number;
  /** when this document's own request began, after any redirect (the navigation entry's workerStart or fetchStart) */
  requestStartAt: number;
  marks: Record<string, number>;
  /** e.g. the guide heading's text */
  notes: Record<string, string>;
  /** the document's layout shifts so far, summed (those right after an input excluded), as CLS counts them */
  layoutShift: number;
}

/**
 * Runs in the page, before its own scripts, in every frame. Each animation frame (that is, each chance to paint)
 * it checks the probes and marks the first frame in which each holds: `form` (a form's submit button rendered and
 * enabled), each text of spec.texts rendered, and in guide documents `guide` (its first h1 rendered). Rendered is
 * Playwright's "visible": a non-empty box and not hidden by visibility or opacity.
 */
function installProbes(spec: ProbeSpec): void {
  const page: any = globalThis;
  if (page.__journeyProbes) return;
  const marks: Record<string, number> = {};
  const notes: Record<string, string> = {};
  const probes = { marks, notes, layoutShift: 0 };
  page.__journeyProbes = probes;
  new page.PerformanceObserver((list: any) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) probes.layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const now = () => page.performance.timeOrigin + page.performance.now();
  const rendered = (element: any) => {
    if (!element?.isConnected) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  };
  const textRendered = (text: string) => {
    for (const element of page.document.body?.querySelectorAll('*') ?? []) {
      if (!['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName) && element.textContent.includes(text) && ![...element.children].some((child: any) => child.textContent.includes(text))) {
        if (rendered(element)) return true;
      }
    }
    return false;
  };
  const isGuide = page.location.pathname.startsWith(spec.guidePathPrefix) && page.top !== page;
  const isTop = page.top === page;
  const check = () => {
    const at = now();
    if (isTop) {
      if (marks.form === undefined) {
        const submit = page.document.querySelector('form button[type="submit"], form input[type="submit"]');
        if (submit && !submit.disabled && rendered(submit)) marks.form = at;
      }
      for (const [name, text] of Object.entries(spec.texts)) if (marks[name] === undefined && textRendered(text)) marks[name] = at;
    }
    if (isGuide && marks.guide === undefined) {
      const heading = page.document.querySelector('h1');
      if (heading && rendered(heading)) {
        marks.guide = at;
        notes.guideHeading = heading.textContent.trim();
      }
    }
  };
  const stopAt = now() + 180_000;
  const loop = () => {
    check();
    if (now() < stopAt) page.requestAnimationFrame(loop);
  };
  page.requestAnimationFrame(loop);
}

export async function addProbes(context: BrowserContext, spec: ProbeSpec): Promise<void> {
  // tsx (esbuild, keepNames) wraps the function's inner functions in __name(...), which the page lacks.
  const content = `(() => { const __name = (fn) => fn; (${installProbes.toString()})(${JSON.stringify(spec)}); })();`;
  await context.addInitScript({ content });
}

/** The frame's current document's record, or null while it has none (not yet created, or navigating). */
export async function readProbes(frame: Frame): Promise<ProbeSnapshot | null> {
  try {
    return await frame.evaluate(() => {
      const page: any = globalThis;
      const probes = page.__journeyProbes;
      const entry = page.performance.getEntriesByType('navigation')[0];
      if (!probes || !entry) return null;
      const requestStart = entry.workerStart > 0 ? Math.min(entry.workerStart, entry.fetchStart) : entry.fetchStart;
      return {
        href: page.location.href as string,
        navigationStartAt: page.performance.timeOrigin as number,
        requestStartAt: (page.performance.timeOrigin + requestStart) as number,
        marks: { ...probes.marks },
        notes: { ...probes.notes },
        layoutShift: probes.layoutShift as number,
      };
    });
  } catch {
    return null; // the frame navigated or went away meanwhile
  }
}

/**
 * Polls until the document `frame()` answers (a frame may come and go) holds the mark and passes `accept`;
 * a failure names what was last seen.
 */
export async function waitForMark(
  what: string,
  frame: () => Frame | undefined,
  mark: string,
  timeoutMs: number,
  accept: (snapshot: ProbeSnapshot) => boolean = () => true,
): Promise<ProbeSnapshot> {
  const until = Date.now() + timeoutMs;
  let last: ProbeSnapshot | null = null;
  for (;;) {
    const current = frame();
    const snapshot = current ? await readProbes(current) : null;
    if (snapshot) last = snapshot;
    if (snapshot && accept(snapshot) && snapshot.marks[mark] !== undefined) return snapshot;
    if (Date.now() > until) {
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (last seen ${last ? `${last.href}, marks ${Object.keys(last.marks).join(', ') || 'none'}` : 'nothing'})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
