// SPDX-License-Identifier: GPL-3.0-or-later
#include "tiletype.h"

#include <array>
#include <utility>

namespace ml
{

namespace
{

// File spellings; the enum order is the index.
const std::array<QStringView, 7> kKindNames = {u"road",   u"city",  u"field", u"monastery",
                                               u"castle", u"river", u"garden"};

const std::array<std::pair<Marker, QStringView>, 9> kMarkerNames = {{
    {MarkerMonastery, u"monastery"},
    {MarkerCastle, u"castle"},
    {MarkerHill, u"hill"},
    {MarkerVineyard, u"vineyard"},
    {MarkerMagic, u"magic"},
    {MarkerGarden, u"garden"},
    {MarkerHouse, u"house"},
    {MarkerSpring, u"spring"},
    {MarkerLake, u"lake"},
}};

const std::array<QStringView, kGoodsKinds> kGoodsNames = {u"wine", u"grain", u"cloth"};

const std::array<QStringView, 3> kEditionNames = {u"C1", u"C2", u"C3"};

// A side type that finish() has not computed yet shows as '?' rather than a NUL in text.
QChar sideChar(char c)
{
    return c ? QChar::fromLatin1(c) : QLatin1Char('?');
}

} // namespace

QString goodsName(Goods goods)
{
    const auto i = size_t(goods);
    return i < kGoodsNames.size() ? kGoodsNames[i].toString() : QString();
}

bool goodsFromName(QStringView name, Goods *goods)
{
    for (size_t i = 0; i < kGoodsNames.size(); ++i)
        if (kGoodsNames[i] == name) {
            if (goods) *goods = Goods(i);
            return true;
        }
    return false;
}

QString segmentKindName(SegmentKind kind)
{
    // Each name made once from its literal: a copy shares the text, so the scoring of every
    // completed feature (which names its kind) allocates nothing for it.
    static const std::array<QString, 7> names = [] {
        std::array<QString, 7> out;
        for (size_t i = 0; i < kKindNames.size(); ++i)
            out[i] = kKindNames[i].toString();
        return out;
    }();
    const auto i = size_t(kind);
    return i < names.size() ? names[i] : QString();
}

bool segmentKindFromName(QStringView name, SegmentKind *kind)
{
    for (size_t i = 0; i < kKindNames.size(); ++i) {
        if (kKindNames[i] == name) {
            if (kind) *kind = SegmentKind(i);
            return true;
        }
    }
    return false;
}

QString markerName(Marker marker)
{
    for (const auto &[m, name] : kMarkerNames)
        if (m == marker) return name.toString();
    return QString();
}

bool markerFromName(QStringView name, Marker *marker)
{
    for (const auto &[m, n] : kMarkerNames) {
        if (n == name) {
            if (marker) *marker = m;
            return true;
        }
    }
    return false;
}

bool editionFromName(QStringView name, Edition *edition)
{
    for (size_t i = 0; i < kEditionNames.size(); ++i) {
        if (kEditionNames[i] == name) {
            if (edition) *edition = Edition(i);
            return true;
        }
    }
    return false;
}

QString editionName(Edition edition)
{
    const auto i = size_t(edition);
    return i < kEditionNames.size() ? kEditionNames[i].toString() : QString();
}

QString TileType::sidesString() const
{
    QString s;
    if (cells == 2) {
        // The six outer sides clockwise from a.N, as docs/tiles.md lists them.
        const std::array<std::pair<int, int>, 6> order = {
            {{0, North}, {1, North}, {1, East}, {1, South}, {0, South}, {0, West}}};
        for (const auto &[cell, side] : order)
            s += sideChar(sideTypes[size_t(cell)][size_t(side)]);
    } else {
        for (int side = North; side <= West; ++side)
            s += sideChar(sideTypes[0][size_t(side)]);
    }
    return s;
}

} // namespace ml
