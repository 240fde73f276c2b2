/**
 * `@console/widget-kit`: what every console widget shares and neither `@console/core` (no React
 * components) nor `@console/ui` (no API client) can hold alone. See the README.
 * @packageDocumentation
 */

/** The kit's version, for hosts that log what they embed. */
export const widgetKitVersion = '0.1.0';
