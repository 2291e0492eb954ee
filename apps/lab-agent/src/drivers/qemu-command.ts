import type { QemuOptions } from '../config';

/** QEMU option values escape commas by doubling them. */
const opt = (value: string) => value.replaceAll(',', ',,');

/** Where one emulated board's parts are on the host. */
export interface QemuLayout {
  qemu: QemuOptions;
  /** a hardware image loaded in this session, used instead of qemu.kernelPath */
  firmware: string | null;
  diskPath: string;
  /** the user's folder, served over TFTP */
  userFolder: string;
  pidFile: string;
}

/**
 * The QEMU command line of a board: console on a chardev unix socket, QMP on another, the disk,
 * the user network serving the user folder over TFTP, a display for the camera.
 */
export function qemuArgs(board: QemuLayout, serialPath: string, qmpPath: string): string[] {
  const q = board.qemu;
  return [
    ...['-M', 'virt', '-m', q.memory, '-smp', String(q.smp)],
    ...['-bios', q.biosPath, '-kernel', board.firmware ?? q.kernelPath],
    ...['-display', 'none', '-monitor', 'none'],
    ...['-chardev', `socket,id=ser0,path=${opt(serialPath)},server=on,wait=off`, '-serial', 'chardev:ser0'],
    ...['-qmp', `unix:${opt(qmpPath)},server=on,wait=off`],
    ...['-drive', `file=${opt(board.diskPath)},format=${q.baseDisk ? 'qcow2' : 'raw'},if=none,id=hd0`],
    ...['-device', 'virtio-blk-device,drive=hd0'],
    // restrict=on: the board reaches QEMU's DHCP/TFTP but not the lab network or the internet
    ...[
      '-netdev',
      `user,id=net0,restrict=on,tftp=${opt(board.userFolder)}`,
      '-device',
      'virtio-net-device,netdev=net0',
    ],
    // a display for the camera; U-Boot leaves it blank, an OS with a GPU driver draws on it
    ...['-device', 'virtio-gpu-device'],
    // paused until the console is connected, so no output is lost
    '-S',
    ...['-pidfile', board.pidFile],
    ...q.extraArgs,
  ];
}
