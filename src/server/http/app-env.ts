import type { Database } from '../db/connection';

/** What middleware puts on the request context for handlers. */
export type AppEnv = {
  Variables: {
    db: Database;
    clientAddress: string;
    user: { id: string; email: string; name: string; createdAt: Date };
    session: { id: string; token: string; expiresAt: Date };
  };
};
