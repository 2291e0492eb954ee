import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { VENDOR_LOCATION_KINDS, VENDOR_LOCATIONS_SHOWN, contentLocale, fieldLabel } from '@occ/shared';

const TEXTS = ['city', 'addressZh', 'addressEn', 'phone', 'email'] as const;

/**
 * Where the vendor can be found, as its member proposes it with the profile (`locations` of the
 * change): one card per location, added and removed in place, in the order the page lists them.
 * The server checks every row with the shared schema and names the field it refuses.
 */
export function VendorLocationsInput() {
  const { t, i18n } = useTranslation();
  const loc = contentLocale(i18n.language);
  return (
    <Form.List name="locations">
      {(rows, { add, remove }) => (
        <fieldset className="vnd-locations-input" data-testid="vendor-locations-input">
          <legend>{t('vendors.locations.title')}</legend>
          {rows.map((row, i) => (
            <Card
              key={row.key}
              size="small"
              title={`${fieldLabel('locations', loc)} ${i + 1}`}
              extra={
                <Button size="small" danger onClick={() => remove(row.name)}>
                  {t('vendors.locations.remove')}
                </Button>
              }
              style={{ marginBlockEnd: 12 }}
            >
              <Form.Item
                name={[row.name, 'locationKind']}
                label={fieldLabel('locationKind', loc)}
                rules={[{ required: true, message: t('vendors.locations.kindRequired') }]}
              >
                <Select
                  options={VENDOR_LOCATION_KINDS.map((k) => ({
                    value: k,
                    label: t(`vendors.locations.kinds.${k}`),
                  }))}
                />
              </Form.Item>
              {TEXTS.map((name) => (
                <Form.Item key={name} name={[row.name, name]} label={fieldLabel(name, loc)}>
                  <Input />
                </Form.Item>
              ))}
              <Space wrap>
                <Form.Item name={[row.name, 'latitude']} label={fieldLabel('latitude', loc)}>
                  <InputNumber min={-90} max={90} step={0.0001} />
                </Form.Item>
                <Form.Item name={[row.name, 'longitude']} label={fieldLabel('longitude', loc)}>
                  <InputNumber min={-180} max={180} step={0.0001} />
                </Form.Item>
              </Space>
            </Card>
          ))}
          {rows.length < VENDOR_LOCATIONS_SHOWN ? (
            <Button
              onClick={() =>
                add({
                  locationKind: 'office',
                  city: '',
                  addressZh: '',
                  addressEn: '',
                  phone: '',
                  email: '',
                  latitude: null,
                  longitude: null,
                })
              }
            >
              {t('vendors.locations.add')}
            </Button>
          ) : null}
        </fieldset>
      )}
    </Form.List>
  );
}
