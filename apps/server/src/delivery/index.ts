/**
 * The delivery layer (docs/decisions/031-one-delivery-layer.md): everything between a feature's read
 * and the bytes on the wire. Features declare reads and pages here and call `app.contentChanged()`;
 * they never see the store.
 */
export { isApiUrl } from './fast-lane.js';
export { type PageAddress, type PageRoute, pageAddress } from './page-address.js';
export type { EmbeddedData } from './pages.js';
export {
  addPublicRead,
  addPublicText,
  NotKept,
  POSSIBLE_ID,
  type PublicReader,
  type ReadView,
} from './reads.js';
