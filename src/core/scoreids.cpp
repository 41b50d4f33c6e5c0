// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoreids.h"

#include <array>

namespace ml
{

namespace
{

// The spellings, in enum order. Each QString is made once: an event names its feature and
// terms by sharing these, so scoring allocates nothing for them.
template <size_t N> std::array<QString, N> names(const std::array<QStringView, N> &views)
{
    std::array<QString, N> out;
    for (size_t i = 0; i < N; ++i)
        out[i] = views[i].toString();
    return out;
}

const std::array<QStringView, 8> kFeatureIds = {u"road",  u"city",  u"monastery", u"castle",
                                                u"field", u"flock", u"garden",    u"goods"};
const std::array<QStringView, 17> kTermIds = {
    u"tiles",     u"coats-of-arms", u"tiny-city",    u"monastery", u"garden", u"neighbours",
    u"vineyards", u"lord",          u"castle-bonus", u"mage",      u"witch",  u"completed-cities",
    u"sheep",     u"inn",           u"cathedral",    u"goods",     u"pig"};
const std::array<QStringView, 4> kDeciderIds = {u"", u"majority", u"tie", u"hill"};

template <typename E, size_t N> QString nameOf(const std::array<QStringView, N> &views, E value)
{
    static const std::array<QString, N> all = names(views);
    const auto i = size_t(value);
    return i < N ? all[i] : QString();
}

template <typename E, size_t N>
bool parse(const std::array<QStringView, N> &views, QStringView id, E *value)
{
    for (size_t i = 0; i < N; ++i) {
        if (views[i] == id) {
            if (value) *value = E(i);
            return true;
        }
    }
    return false;
}

} // namespace

ScoredFeature scoredFeatureOf(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::Road:
        return ScoredFeature::Road;
    case SegmentKind::City:
        return ScoredFeature::City;
    case SegmentKind::Monastery:
        return ScoredFeature::Monastery;
    case SegmentKind::Castle:
        return ScoredFeature::Castle;
    case SegmentKind::Garden:
        return ScoredFeature::Garden;
    case SegmentKind::Field:
    case SegmentKind::River:
        break;
    }
    return ScoredFeature::Field;
}

QString idOf(ScoredFeature feature)
{
    return nameOf(kFeatureIds, feature);
}

QString idOf(Term term)
{
    return nameOf(kTermIds, term);
}

QString idOf(Decider decider)
{
    return nameOf(kDeciderIds, decider);
}

bool fromId(QStringView id, ScoredFeature *feature)
{
    return parse(kFeatureIds, id, feature);
}

bool fromId(QStringView id, Term *term)
{
    return parse(kTermIds, id, term);
}

bool fromId(QStringView id, Decider *decider)
{
    return !id.isEmpty() && parse(kDeciderIds, id, decider);
}

} // namespace ml
