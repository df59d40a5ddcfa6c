/** what hashPassword writes */
export declare const PASSWORD_HASH: RegExp;
/** `scrypt$<salt hex>$<hash hex>` */
export declare function hashPassword(password: string): Promise<string>;
export declare function passwordMatches(password: string, stored: string): Promise<boolean>;
