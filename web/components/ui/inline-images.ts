import { createContext } from 'react';

/**
 * Pictures the server wrote into the page as `data:` URLs, by their upload URL (lib/server/inline-image.ts). Given
 * around an island on the server only: the islands' props stay small, and in the browser the component asks for the
 * same picture by URL, which changes nothing on the screen.
 */
export const InlineImages = createContext<Readonly<Record<string, string>>>({});
