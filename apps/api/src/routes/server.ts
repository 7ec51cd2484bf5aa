import { initServer } from '@ts-rest/express';

/** The ts-rest server helper shared by every route file. */
export const s = initServer();
