import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { carouselArea, coursesArea, dictsArea, newsArea } from '@occ/shared/admin';
import { plainValue, rowShapeOf, toBody, toFormValues } from './values';

describe('declared area form values', () => {
  it('starts a new item with the schema defaults', () => {
    expect(toFormValues(dictsArea, null)).toEqual({
      type: undefined,
      value: undefined,
      labelZh: undefined,
      labelEn: undefined,
      sort: 0,
      enabled: true,
    });
  });

  it('turns datetimes into dayjs and back into ISO strings', () => {
    const values = toFormValues(carouselArea, { startsAt: '2026-12-01T10:00:00.000Z', endsAt: null });
    expect(dayjs.isDayjs(values.startsAt)).toBe(true);
    expect(values.endsAt).toBeNull();
    const body = toBody(carouselArea, { ...values, titleZh: 'A', imageUrl: '/a.png', linkUrl: '/' });
    expect(body.startsAt).toBe('2026-12-01T10:00:00.000Z');
    expect(body.endsAt).toBeNull();
    expect(carouselArea.body.safeParse(body).success).toBe(true);
  });

  it('sends an empty optional text as what the schema accepts, a required one as empty', () => {
    const body = toBody(newsArea, {
      titleZh: 'T',
      bodyZh: 'B',
      source: 'OCC',
      coverUrl: '',
      titleEn: undefined,
    });
    expect(body.coverUrl).toBeNull();
    expect(body.titleEn).toBe('');
    expect(newsArea.body.safeParse(body).success).toBe(true);
    expect(toBody(dictsArea, { labelZh: '' }).labelZh).toBe('');
  });

  it('shows values as plain text', () => {
    const yesNo = { yes: 'Yes', no: 'No' };
    expect(plainValue(true, yesNo, 'en-US')).toBe('Yes');
    expect(plainValue(null, yesNo, 'en-US')).toBe('—');
    expect(plainValue(['a', 'b'], yesNo, 'en-US')).toBe('a, b');
    expect(plainValue(3, yesNo, 'en-US')).toBe('3');
  });

  it('maps the child rows of a rows field through their sub-fields, both ways', () => {
    expect(Object.keys(rowShapeOf(coursesArea, 'lessons'))).toContain('durationMinutes');
    const values = toFormValues(coursesArea, {
      lessons: [
        { titleZh: '第一课', titleEn: '', bodyZh: '', bodyEn: '', videoUrl: null, durationMinutes: 5 },
      ],
    });
    expect(values.lessons).toEqual([
      { titleZh: '第一课', titleEn: '', bodyZh: '', bodyEn: '', videoUrl: null, durationMinutes: 5 },
    ]);
    const body = toBody(coursesArea, {
      ...values,
      lessons: [{ titleZh: '课', videoUrl: '', durationMinutes: null }],
    });
    // an empty document select (a ref) is sent as null
    expect(body.lessons).toEqual([
      { titleZh: '课', titleEn: '', bodyZh: '', bodyEn: '', videoUrl: null, documentId: null },
    ]);
    expect(coursesArea.body.shape.lessons.safeParse(body.lessons).success).toBe(true);
    expect(toFormValues(coursesArea, null).lessons).toEqual([]);
  });
});
