/** The site's mark, served as logo.svg: an image file, so the guide loads at least one image by URL. */
export const guideLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28" width="28" height="28">
<circle cx="14" cy="14" r="13" fill="#fde8c8"/>
<circle cx="19" cy="10" r="4" fill="#ef8a2f"/>
<path d="M3 19 Q9 15 14 18 T25 17 V22 Q14 27 3 22Z" fill="#2f5d50"/>
</svg>
`;
