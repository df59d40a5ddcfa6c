/** Applied in this order, each once; append new ones, never edit an applied one. */
export declare const MIGRATIONS: {
    id: string;
    sql: string;
}[];
