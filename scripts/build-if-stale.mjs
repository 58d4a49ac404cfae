// `npm test`'s first step: builds what is missing or older than its sources (the pages, the server
// bundle), as `npm start` does (build-state.mjs), and nothing when the build is up to date (CI
// builds beside lint and typecheck, .ci/run; a second `npm test` does not build again).
import { execSync } from 'node:child_process';
import { root, whatToBuild } from './build-state.mjs';

const todo = whatToBuild();
if (todo === 'all') execSync('npm run build', { cwd: root, stdio: 'inherit' });
else if (todo === 'server') execSync(`"${process.execPath}" scripts/build-server.mjs`, { cwd: root, stdio: 'inherit' });
else console.log('The build is up to date.');
