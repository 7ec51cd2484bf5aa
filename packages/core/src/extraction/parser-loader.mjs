// `--import` of parser processes started from the TypeScript sources (development, tests): tsx for our .ts files,
// and plain Node for the large ES modules of node_modules. tsx's handling of pdfjs's two big .mjs files alone
// costs about 400 MB per parser process (494 MB instead of 97 MB after loading pdfjs); they need no transform.
import { register } from 'node:module';
import 'tsx';

register('./node-modules-passthrough.mjs', import.meta.url);
