// A customer's photo is fitted before it goes up (decision 083), by a module loaded with the first
// photo. When that module cannot load (a moment offline: the browser then remembers the failed
// import() for the page's life; or a release removed the old chunk), the photo goes as chosen, as it
// does without JavaScript, rather than not at all (decision 148).

/** The photo fitted for an inquiry; any other file, or a photo the module cannot reach, as it is. */
export async function fitPhoto(file: File): Promise<File> {
  if (!file.type.startsWith("image/")) return file;
  try {
    return await (await import("~/lib/shrinkImage")).shrinkImage(file, "INQUIRY");
  } catch {
    return file;
  }
}
