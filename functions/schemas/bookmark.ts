/**
 * D1 read replication (Sessions API): the back office sends back the bookmark of its last
 * response in this header, so its next read sees its own writes even on a replica.
 */
export const BOOKMARK_HEADER = "X-D1-Bookmark";
