import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceStateModal, type DeviceStateTarget } from './DeviceStateModal';

/** A device row's "set state" action in the console's device list (area `labDevice`). */
export function DeviceStateButton({ device }: { device: DeviceStateTarget }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid={`state-devices-${device.id}`}>
        {t('admin.device.changeState')}
      </Button>
      <DeviceStateModal device={open ? device : null} onClose={() => setOpen(false)} />
    </>
  );
}
