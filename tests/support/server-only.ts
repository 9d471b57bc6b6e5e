// Jest runs server modules outside React's server runtime; the real package would throw.
export {};
