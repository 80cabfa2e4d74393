// Child process for the crash test: opens the embedded database the way the server does and
// inserts rows one by one, printing the id of each row once its insert has committed.
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { acquireDataDirLock } from "../db/data-dir-lock.js";
import { migrateDatabase } from "../db/migrate.js";
import { user } from "../db/schema.js";

const config = loadConfig();
if (config.database.kind !== "pglite")
  throw new Error("the crash test is for the embedded database");
acquireDataDirLock(config.dataDir);
const database = await openDatabase(config.database);
await migrateDatabase(database);
for (let i = 0; ; i++) {
  const id = `crash-${i}`;
  await database.db.insert(user).values({ id, name: `Writer ${i} ✍️`, email: `w${i}@example.com` });
  process.stdout.write(`${id}\n`);
}
