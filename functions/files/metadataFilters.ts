// What removes a site picture's metadata, by its type (decisions 081, 099, 100): used on the way to
// R2 by uploads and by the Cron Trigger's cleaning of pictures stored before.
import { JpegMetadataFilter } from "./jpegMetadata";
import { PngMetadataFilter } from "./pngMetadata";
import { WebpMetadataFilter } from "./webpMetadata";

/** Bytes in, bytes to store out; `changed` once something was removed, `passing` once it never will be. */
export interface MetadataFilter {
  push(chunk: Uint8Array): Uint8Array[];
  end(): Uint8Array[];
  readonly changed: boolean;
  readonly passing: boolean;
}

export const METADATA_FILTERS: Record<string, (() => MetadataFilter) | undefined> = {
  "image/jpeg": () => new JpegMetadataFilter(),
  "image/png": () => new PngMetadataFilter(),
  "image/webp": () => new WebpMetadataFilter(),
};
