/** Where a banner or footer-logo image is served (functions/api/siteImages.ts, decision 031). */
export const siteImageUrl = (imageName: string) => `/api/site-images/${imageName}`;
