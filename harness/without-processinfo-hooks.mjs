// Loaded first in `npm test`'s tap processes (NODE_OPTIONS, scripts/test.ts). tap starts every test process with
// @tapjs/processinfo's module hooks, which record each loaded module for coverage and change tracking; we use
// neither (.taprc.compiled), and on Node 20 any module hook moves every module load onto a hooks thread and back,
// which cost a test process more CPU than loading the compiled modules themselves. This keeps that one
// registration out; tsx's (in the processes tests start) and everything else register as usual.
import module from 'node:module';

const register = module.register;
module.register = function registerUnlessProcessInfo(specifier, ...rest) {
  if (String(specifier).includes('@tapjs/processinfo')) return;
  return register.call(this, specifier, ...rest);
};
