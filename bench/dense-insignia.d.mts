export function denseInsignia(numbers: number, digits?: number): string;
