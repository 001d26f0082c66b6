export const fuzz = async () => { throw new Error("todo"); };
