/** Actions (spec 1 §3): run once from INIT; results become a collection (API.md 'Actions and jobs'). */
export declare const actionSubject: import("./subject.ts").JobSubject;
