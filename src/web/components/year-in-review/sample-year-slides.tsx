import { useMemo } from 'react'
import { SAMPLE_YEAR, sampleYearAnalysis } from '#src/analysis/demo-year'
import { YearSlides } from './year-slides'

/** The sample year's slides: the real engine's figures of a made-up chat. */
export default function SampleYearSlides() {
  const result = useMemo(sampleYearAnalysis, [])
  return <YearSlides result={result} year={SAMPLE_YEAR} names={null} />
}
