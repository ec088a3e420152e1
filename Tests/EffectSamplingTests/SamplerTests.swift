import EffectModel
import EffectSampling
import Testing
