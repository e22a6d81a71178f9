export function isRoot(): boolean;
export function installDebianPackages(packages: string[]): void;
