import { Download, Share2 } from 'lucide-react'
import { useState } from 'react'
import { useT } from '#src/web/lib/i18n/use-t'
import { saveBlob } from '#src/web/lib/save-blob'
import { toast } from '#src/web/lib/toast'
import { CheckboxField } from '../exports/checkbox-field'
import { Button } from '../ui/button'
import type { ImageShape } from './draw-year-slide'
import { canShareFile, yearImageName, yearSlideBlob } from './year-image'
import type { StoryOptions, YearSlide } from './year-slide'

type YearImagePanelProps = {
  slide: YearSlide
  year: number
  options: StoryOptions
  onOptionsChange: (options: StoryOptions) => void
  /** The names the image may carry when the person turns them on; null where there are none. */
  names: StoryOptions['names']
}

const SHAPES: ImageShape[] = ['story', 'square']

/**
 * Saving and sharing the slide as an image of `shape`: busy while it is drawn and handed over,
 * and a toast when it cannot be made (not when the person closes the share sheet).
 */
function useImageActions(slide: YearSlide, shape: ImageShape, year: number) {
  const { t, locale } = useT()
  const [busy, setBusy] = useState(false)

  async function imageFile(): Promise<File | null> {
    const blob = await yearSlideBlob(slide, shape, locale)
    return blob ? new File([blob], yearImageName(year, slide, shape), { type: 'image/png' }) : null
  }

  async function run(action: (file: File) => Promise<void>) {
    setBusy(true)
    try {
      const file = await imageFile()
      if (!file) throw new Error('no canvas')
      await action(file)
    } catch (error) {
      // The person closed the share sheet: nothing went wrong.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        toast.error(t('year.image.failed'))
    } finally {
      setBusy(false)
    }
  }

  const save = () =>
    run(async (file) => {
      saveBlob(file, file.name)
      toast.success(t('year.image.saved'))
    })
  const share = () =>
    run(async (file) => {
      if (!canShareFile(file)) {
        saveBlob(file, file.name)
        return
      }
      await navigator.share({ files: [file], title: t('year.image.shareTitle') })
    })

  return { busy, save, share }
}

/** Keep the current slide as an image: its shape, what it shows, save and share. */
export function YearImagePanel({
  slide,
  year,
  options,
  onOptionsChange,
  names,
}: YearImagePanelProps) {
  const { t } = useT()
  const [shape, setShape] = useState<ImageShape>('story')
  const shareable = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const { busy, save, share } = useImageActions(slide, shape, year)

  return (
    <section
      aria-labelledby="year-image-title"
      className="flex w-full flex-col gap-4 rounded-2xl border bg-surface p-5 lg:max-w-sm"
    >
      <h2 id="year-image-title" className="font-semibold text-lg">
        {t('year.image.title')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{t('year.image.format')}</legend>
        {SHAPES.map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2.5 text-sm sm:min-h-0">
            <input
              type="radio"
              name="year-image-shape"
              value={value}
              checked={shape === value}
              onChange={() => setShape(value)}
              className="size-4 accent-primary"
            />
            {t(value === 'story' ? 'year.image.story' : 'year.image.square')}
          </label>
        ))}
      </fieldset>
      {names ? (
        <CheckboxField
          label={t('year.image.names')}
          checked={options.names !== null}
          onChange={(on) => onOptionsChange({ ...options, names: on ? names : null })}
        />
      ) : null}
      <CheckboxField
        label={t('year.image.percentages')}
        hint={t('year.image.percentagesHint')}
        checked={options.percentagesOnly}
        onChange={(on) => onOptionsChange({ ...options, percentagesOnly: on })}
      />
      <CheckboxField
        label={t('year.image.both')}
        hint={t('year.image.bothHint')}
        checked={options.voice === 'we'}
        onChange={(on) => onOptionsChange({ ...options, voice: on ? 'we' : 'you' })}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={save} disabled={busy}>
          <Download aria-hidden="true" />
          {t('year.image.save')}
        </Button>
        {shareable ? (
          <Button variant="outline" onClick={share} disabled={busy}>
            <Share2 aria-hidden="true" />
            {t('year.image.share')}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
