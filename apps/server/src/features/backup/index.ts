/** Backup and restore of every table, for the db:backup and db:restore commands. */
export { type Backup, createBackup, restoreBackup } from './backup.js';
export { uploadsNote } from './uploads-note.js';
