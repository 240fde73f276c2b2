/** The parts of `des.js` (no published types) the SNMP DES privacy uses. */
declare module 'des.js' {
  interface DesCipher {
    update(data: number[]): number[];
    final(): number[];
  }
  interface DesMode {
    create(options: {
      type: 'encrypt' | 'decrypt';
      key: number[];
      iv: number[];
      padding: boolean;
    }): DesCipher;
  }
  const des: {
    DES: unknown;
    CBC: { instantiate(cipher: unknown): DesMode };
  };
  export default des;
}
