import { describe, expect, it } from 'vitest';
import { describeDevice } from './describe';
import { nodeStatusRequest, parseNodeStatus } from './netbios';
import { deriveTags } from './scan';
import { enterpriseNumber, vendorFromSysObjectId } from './vendors';

const system = (sysDescr: string, sysObjectId: string | null = null) => ({
  sysDescr,
  sysObjectId,
  sysUpTime: 1,
  sysName: 'x',
});

describe('what a device reports', () => {
  it('names the vendor from the enterprise number of sysObjectID', () => {
    expect(enterpriseNumber('1.3.6.1.4.1.9.1.716')).toBe(9);
    expect(enterpriseNumber('.1.3.6.1.4.1.2636.1.1.1.2.29')).toBe(2636);
    expect(enterpriseNumber('1.3.6.1.2.1.1')).toBeNull();
    expect(vendorFromSysObjectId('1.3.6.1.4.1.9.1.716')).toBe('Cisco');
    expect(vendorFromSysObjectId('1.3.6.1.4.1.2636.1.1.1.2.29')).toBe('Juniper Networks');
    expect(vendorFromSysObjectId('1.3.6.1.4.1.14988.1')).toBe('MikroTik');
    expect(vendorFromSysObjectId('1.3.6.1.4.1.999999.1')).toBeNull();
    expect(vendorFromSysObjectId(null)).toBeNull();
  });

  it.each([
    [
      'Cisco IOS Software, C2960 Software (C2960-LANBASEK9-M), Version 12.2(55)SE7, RELEASE SOFTWARE (fc2)',
      '1.3.6.1.4.1.9.1.716',
      { vendor: 'Cisco', os: 'Cisco IOS', model: 'C2960', firmware: '12.2(55)SE7' },
    ],
    [
      'Juniper Networks, Inc. ex2200-24t-4g Ethernet Switch, kernel JUNOS 12.3R6.6, Build date: 2014-03-13',
      '1.3.6.1.4.1.2636.1.1.1.2.43',
      { vendor: 'Juniper Networks', os: 'Junos', model: 'ex2200-24t-4g', firmware: '12.3R6.6' },
    ],
    [
      'Linux fw01 5.10.0-23-amd64 #1 SMP Debian 5.10.179-1 (2023-05-12) x86_64',
      '1.3.6.1.4.1.8072.3.2.10',
      { vendor: 'Net-SNMP', os: 'Linux', model: null, firmware: '5.10.0-23-amd64' },
    ],
    [
      'Hardware: Intel64 Family 6 Model 85 Stepping 7 AT/AT COMPATIBLE - Software: Windows Version 6.3 (Build 17763 Multiprocessor Free)',
      '1.3.6.1.4.1.311.1.1.3.1.2',
      { vendor: 'Microsoft', os: 'Windows', firmware: '6.3' },
    ],
    [
      'RouterOS RB4011iGS+',
      '1.3.6.1.4.1.14988.1',
      { vendor: 'MikroTik', os: 'RouterOS', model: 'RB4011iGS+' },
    ],
  ])('%s', (sysDescr, sysObjectId, expected) => {
    expect(describeDevice(system(sysDescr, sysObjectId))).toMatchObject(expected);
  });

  it('knows nothing without an SNMP answer', () => {
    expect(describeDevice(null)).toEqual({ vendor: null, model: null, os: null, firmware: null });
  });
});

describe('NetBIOS node status', () => {
  it('asks for * with NBSTAT and reads the unique machine name', () => {
    const request = nodeStatusRequest(0x1234);
    expect(request.readUInt16BE(0)).toBe(0x1234);
    expect(request.toString('latin1', 13, 15)).toBe('CK'); // '*' = 0x2a
    expect(request.readUInt16BE(46)).toBe(0x21);
    const answer = Buffer.alloc(57 + 36);
    request.copy(answer, 0, 0, 2);
    answer.writeUInt16BE(0x8400, 2);
    request.copy(answer, 12, 12, 46);
    answer.writeUInt16BE(0x21, 46);
    answer[56] = 2;
    answer.write('WORKGROUP      ', 57, 'latin1');
    answer.writeUInt16BE(0x8400, 57 + 16);
    answer.write('PRINTER7       ', 75, 'latin1');
    answer.writeUInt16BE(0x0400, 75 + 16);
    expect(parseNodeStatus(answer, 0x1234)).toBe('PRINTER7');
    expect(parseNodeStatus(answer, 0x9999)).toBeNull();
    expect(parseNodeStatus(request)).toBeNull();
  });
});

describe('derived tags (000 §3.5)', () => {
  const none = {
    pingMS: null,
    nodeId: null,
    ports: [],
    netbiosName: null,
    snmpv1: [],
    snmpv2: [],
    snmpv3: [],
  };
  it('offline only without any data; allResponding on ping; allSnmpResponding when every credential answered', () => {
    expect(deriveTags(none, 2)).toEqual(['offline']);
    expect(deriveTags({ ...none, ports: [22] }, 0)).toEqual([]);
    expect(deriveTags({ ...none, pingMS: 1, snmpv2: [4] }, 2)).toEqual(['allResponding']);
    expect(deriveTags({ ...none, snmpv2: [4], snmpv3: [5] }, 2)).toEqual(['allSnmpResponding']);
    expect(deriveTags({ ...none, pingMS: 1, nodeId: 9 }, 0)).toEqual(['existing', 'allResponding']);
    expect(deriveTags({ ...none, nodeId: 9 }, 1)).toEqual(['offline', 'existing']);
  });
});
