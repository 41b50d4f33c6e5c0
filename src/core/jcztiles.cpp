// SPDX-License-Identifier: GPL-3.0-or-later
// JCloisterZone's tile ids, its pile and its feature locations (docs/jcz-import.md).
#include "jcztiles.h"

#include "tilecatalogue.h"

#include <algorithm>

namespace ml::jcz
{

const QList<TileName> &tileNames()
{
    // Every pair was compared side by side and segment by segment (the spec's table); the
    // garden copies of release 2 (`G`) are our `g` tiles, whose C1 count is 0. HS-14, MW-8 and
    // the four I&C and T&B tiles with a garden in C2/C3 keep one id, whose garden follows the
    // edition.
    static const QList<TileName> names = {
        {"BA/LR", "A", "basic", 3},
        {"BA/L", "B", "basic", 3},
        {"BA/Cccc+", "C", "basic", 3},
        {"BA/RCr", "D", "basic", 3},
        {"BA/C", "E", "basic", 3},
        {"BA/CG", "Eg", "basic", 2},
        {"BA/CFc+", "F", "basic", 3},
        {"BA/CFc.1", "G", "basic", 3},
        {"BA/CFC.2", "H", "basic", 3},
        {"BA/CFCG", "Hg", "basic", 2},
        {"BA/CC.2", "I", "basic", 3},
        {"BA/CCG", "Ig", "basic", 2},
        {"BA/CRr", "J", "basic", 3},
        {"BA/RrC", "K", "basic", 3},
        {"BA/CRRR", "L", "basic", 3},
        {"BA/Cc+", "M", "basic", 3},
        {"BA/Cc+G", "Mg", "basic", 2},
        {"BA/Cc.1", "N", "basic", 3},
        {"BA/CcG", "Ng", "basic", 2},
        {"BA/CcRr+", "O", "basic", 3},
        {"BA/CcRr", "P", "basic", 3},
        {"BA/Ccc+", "Q", "basic", 3},
        {"BA/Ccc", "R", "basic", 3},
        {"BA/CccG", "Rg", "basic", 2},
        {"BA/CccR+", "S", "basic", 3},
        {"BA/CccR", "T", "basic", 3},
        {"BA/RFr", "U", "basic", 3},
        {"BA/RFrG", "Ug", "basic", 2},
        {"BA/Rr", "V", "basic", 3},
        {"BA/RrG", "Vg", "basic", 2},
        {"BA/RRR", "W", "basic", 3},
        {"BA/RRRR", "X", "basic", 3},
        {"HS/C!.v", "HS-01", "hills-and-sheep", 3},
        {"HS/CC!.v", "HS-02", "hills-and-sheep", 3},
        {"HS/Cc.h.1", "HS-03", "hills-and-sheep", 3},
        {"HS/CC.h.2", "HS-04", "hills-and-sheep", 3},
        {"HS/Cc.v", "HS-05", "hills-and-sheep", 3},
        {"HS/CFC.h", "HS-06", "hills-and-sheep", 3},
        {"HS/CFC.v", "HS-07", "hills-and-sheep", 3},
        {"HS/CFR.h", "HS-08", "hills-and-sheep", 3},
        {"HS/CRr.h", "HS-09", "hills-and-sheep", 3},
        {"HS/LCRr", "HS-10", "hills-and-sheep", 3},
        {"HS/LRrR", "HS-11", "hills-and-sheep", 3},
        {"HS/RCC.v", "HS-12", "hills-and-sheep", 3},
        {"HS/RFR.h", "HS-13", "hills-and-sheep", 3},
        {"HS/RR.h", "HS-14", "hills-and-sheep", 1},
        {"HS/RR.hG", "HS-14", "hills-and-sheep", 2},
        {"HS/RrC.h", "HS-15", "hills-and-sheep", 3},
        {"HS/RRr.v", "HS-16", "hills-and-sheep", 3},
        {"MW/CRRR.3", "MW-1", "mage-and-witch", 3},
        {"MW/CcRr.1", "MW-2", "mage-and-witch", 3},
        {"MW/CCCR.3", "MW-3", "mage-and-witch", 3},
        {"MW/CRcR", "MW-4", "mage-and-witch", 3},
        {"MW/CFC", "MW-5", "mage-and-witch", 3},
        {"MW/CccR.1", "MW-6", "mage-and-witch", 3},
        {"MW/CRRr.2", "MW-7", "mage-and-witch", 3},
        {"MW/CCRr.2", "MW-8", "mage-and-witch", 1},
        {"MW/CCRrG", "MW-8", "mage-and-witch", 2},
        {"IC/Rr.i", "IC-A", "inns-and-cathedrals", 3},
        {"IC/RFr.i", "IC-B", "inns-and-cathedrals", 1},
        {"IC/RFr.iG", "IC-B", "inns-and-cathedrals", 2},
        {"IC/RRR.i", "IC-C", "inns-and-cathedrals", 3},
        {"IC/LRFR", "IC-D", "inns-and-cathedrals", 3},
        {"IC/RrRr", "IC-E", "inns-and-cathedrals", 3},
        {"IC/CcR", "IC-F", "inns-and-cathedrals", 3},
        {"IC/C!", "IC-G", "inns-and-cathedrals", 3},
        {"IC/CCCC", "IC-H", "inns-and-cathedrals", 1},
        {"IC/CCCCG", "IC-H", "inns-and-cathedrals", 2},
        {"IC/CRCR", "IC-I", "inns-and-cathedrals", 3},
        {"IC/CFR", "IC-J", "inns-and-cathedrals", 3},
        {"IC/Cccc.c", "IC-K", "inns-and-cathedrals", 3},
        {"IC/CcRr+.i", "IC-L", "inns-and-cathedrals", 3},
        {"IC/RrC.i", "IC-M", "inns-and-cathedrals", 3},
        {"IC/RCc.i", "IC-N", "inns-and-cathedrals", 3},
        {"IC/CCC", "IC-O", "inns-and-cathedrals", 3},
        {"IC/CCc+", "IC-P", "inns-and-cathedrals", 3},
        {"IC/CRcR+", "IC-Q", "inns-and-cathedrals", 3},
        {"TB/CR", "TB-A", "traders-and-builders", 3},
        {"TB/RRrr", "TB-B", "traders-and-builders", 3},
        {"TB/RRC", "TB-C", "traders-and-builders", 3},
        {"TB/CcRC.g", "TB-D", "traders-and-builders", 3},
        {"TB/CRc.g", "TB-E", "traders-and-builders", 3},
        {"TB/RCc.g", "TB-F", "traders-and-builders", 3},
        {"TB/Cc.g", "TB-G", "traders-and-builders", 3},
        {"TB/Ccc.g", "TB-H", "traders-and-builders", 3},
        {"TB/RCc!.g", "TB-I", "traders-and-builders", 3},
        {"TB/LRRR", "TB-J", "traders-and-builders", 3},
        {"TB/CcR.c", "TB-K", "traders-and-builders", 1},
        {"TB/CcR.cG", "TB-K", "traders-and-builders", 2},
        {"TB/CcRC.c", "TB-L", "traders-and-builders", 3},
        {"TB/CcCC.c", "TB-M", "traders-and-builders", 3},
        {"TB/CCc.c", "TB-N", "traders-and-builders", 3},
        {"TB/CcRR!.c", "TB-O", "traders-and-builders", 3},
        {"TB/CCc.w", "TB-P", "traders-and-builders", 3},
        {"TB/CFc.w", "TB-Q", "traders-and-builders", 3},
        {"TB/CRcR.w", "TB-R", "traders-and-builders", 3},
        {"TB/CRc.w", "TB-S", "traders-and-builders", 3},
        {"TB/Cc.w", "TB-T", "traders-and-builders", 3},
        {"TB/CcRR.w", "TB-U", "traders-and-builders", 1},
        {"TB/CcRR.wG", "TB-U", "traders-and-builders", 2},
        {"TB/CccR.w", "TB-V", "traders-and-builders", 3},
        {"TB/CcR!.w", "TB-W", "traders-and-builders", 3},
        {"TB/CcCc.w", "TB-X", "traders-and-builders", 3},
    };
    return names;
}

QString ourTile(const QString &jczId)
{
    for (const TileName &n : tileNames())
        if (jczId == QLatin1String(n.jcz)) return QString::fromLatin1(n.ours);
    return {};
}

bool knownSet(const QString &expansion)
{
    return expansion == u"basic" || expansion == u"hills-and-sheep" ||
           expansion == u"mage-and-witch" || expansion == u"inns-and-cathedrals" ||
           expansion == u"traders-and-builders";
}

QStringList startPile(const TileCatalogue &catalogue, const QMap<QString, int> &sets,
                      const QStringList &startTiles)
{
    QStringList pile;
    for (auto it = sets.begin(); it != sets.end(); ++it) {
        const qsizetype colon = it.key().indexOf(u':');
        const QString expansion = it.key().left(colon);
        const int release = colon < 0 ? 1 : it.key().mid(colon + 1).toInt();
        const quint8 bit = release >= 2 ? 2 : 1;
        for (const TileName &n : tileNames()) {
            if (expansion != QLatin1String(n.set) || !(n.releases & bit)) continue;
            const TileType *t = catalogue.find(QString::fromLatin1(n.ours));
            if (!t) continue;
            const int copies = t->count(bit == 1 ? Edition::C1 : Edition::C2) * it.value();
            for (int i = 0; i < copies; ++i)
                pile << QString::fromLatin1(n.jcz);
        }
    }
    for (const QString &s : startTiles)
        pile.removeOne(s);
    // Plain ordinal order of the ASCII ids, as Java's String.compareTo.
    std::sort(pile.begin(), pile.end(),
              [](const QString &a, const QString &b) { return a.toLatin1() < b.toLatin1(); });
    return pile;
}

namespace
{

// Side masks as JCZ names them: bit 0 N, 1 E, 2 S, 3 W.
const QList<std::pair<int, const char *>> &sideNames()
{
    static const QList<std::pair<int, const char *>> names = {
        {1, "N"},     {2, "E"},   {4, "S"},   {8, "W"},   {3, "NE"},
        {6, "SE"},    {12, "SW"}, {9, "NW"},  {10, "WE"}, {5, "NS"},
        {15, "NWSE"}, {14, "_N"}, {13, "_E"}, {11, "_S"}, {7, "_W"},
    };
    return names;
}

// Field halves in JCZ's order NL NR EL ER SL SR WL WR: our corner ports, clockwise.
constexpr int kHalfPorts[8] = {Port::Nw, Port::Ne, Port::En, Port::Es,
                               Port::Se, Port::Sw, Port::Ws, Port::Wn};
const char *const kHalfNames[8] = {"NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"};

int sideMask(const QString &name)
{
    for (const auto &[mask, n] : sideNames())
        if (name == QLatin1String(n)) return mask;
    return 0;
}

// Bit i = half i of kHalfPorts; 0 when a part is not a half.
int halfMask(const QString &name)
{
    int mask = 0;
    for (const QString &part : name.split(u'.')) {
        int found = -1;
        for (int i = 0; i < 8; ++i)
            if (part == QLatin1String(kHalfNames[i])) found = i;
        if (found < 0) return 0;
        mask |= 1 << found;
    }
    return mask;
}

// Sides (board orientation) on which `segment` owns a port.
int segmentSides(const TileType &type, int rot, int segment)
{
    int mask = 0;
    for (int p = 0; p < Port::Count; ++p)
        if (type.segments[segment].ownsPort(0, p)) mask |= 1 << sideOfPort(rotatePort(p, rot));
    return mask;
}

int segmentHalves(const TileType &type, int rot, int segment)
{
    int mask = 0;
    for (int i = 0; i < 8; ++i)
        if (type.segments[segment].ownsPort(0, unrotatePort(kHalfPorts[i], rot))) mask |= 1 << i;
    return mask;
}

LocationResult unsupported(const QString &what)
{
    return {{}, true, what};
}
LocationResult bad(const QString &what)
{
    return {{}, false, what};
}

} // namespace

LocationResult locationOn(const TileType &type, int rot, const QString &feature,
                          const QString &location)
{
    const QString where = QStringLiteral("%1 %2").arg(feature, location);
    if (type.isDouble()) return bad(QStringLiteral("%1 is not on tile %2").arg(where, type.id));
    if (feature == u"Monastery" || feature == u"Garden") {
        if (location != u"I") return unsupported(QStringLiteral("location %1").arg(where));
        const SegmentKind kind =
            feature == u"Monastery" ? SegmentKind::Monastery : SegmentKind::Garden;
        if (type.segmentOfKind(kind) < 0)
            return bad(QStringLiteral("tile %1 has no %2").arg(type.id, segmentKindName(kind)));
        return {segmentKindName(kind), false, {}};
    }
    if (feature == u"City" || feature == u"Road") {
        const SegmentKind kind = feature == u"City" ? SegmentKind::City : SegmentKind::Road;
        const int sides = sideMask(location);
        if (!sides) return unsupported(QStringLiteral("location %1").arg(where));
        for (int side = North; side <= West; ++side) {
            if (!(sides & (1 << side))) continue;
            const int port = middlePort(side);
            const int seg = type.segmentAtPort(0, unrotatePort(port, rot));
            if (seg < 0 || type.segments[seg].kind != kind) continue;
            // JCZ's sides all belong to our segment; only a shared middle port (HS-02's
            // split side) may be ours without being JCZ's.
            if ((segmentSides(type, rot, seg) & sides) != sides) break;
            return {portName(port), false, {}};
        }
        return bad(
            QStringLiteral("%1 does not fit tile %2 at %3°").arg(where, type.id).arg(rot * 90));
    }
    if (feature == u"Field" && location == u"I") {
        // The inner field walled in by the tile's cities (IC-H, TB-M, TB-N, TB-P, TB-X).
        for (const Segment &s : type.segments)
            if (s.kind == SegmentKind::Field && s.ports == 0)
                return {QStringLiteral("inner"), false, {}};
        return bad(QStringLiteral("tile %1 has no inner field").arg(type.id));
    }
    if (feature == u"Field") {
        const int halves = halfMask(location);
        if (!halves) return unsupported(QStringLiteral("location %1").arg(where));
        for (int i = 0; i < 8; ++i) {
            if (!(halves & (1 << i))) continue;
            const int seg = type.segmentAtPort(0, unrotatePort(kHalfPorts[i], rot));
            if (seg < 0 || type.segments[seg].kind != SegmentKind::Field) continue;
            if (segmentHalves(type, rot, seg) != halves) break;
            return {portName(kHalfPorts[i]), false, {}};
        }
        return bad(
            QStringLiteral("%1 does not fit tile %2 at %3°").arg(where, type.id).arg(rot * 90));
    }
    return unsupported(QStringLiteral("feature %1").arg(feature));
}

QString jczLocation(const TileType &type, int rot, int segment)
{
    const Segment &s = type.segments[segment];
    switch (s.kind) {
    case SegmentKind::Monastery:
    case SegmentKind::Garden:
        return QStringLiteral("I");
    case SegmentKind::Road:
    case SegmentKind::City: {
        const int mask = segmentSides(type, rot, segment);
        for (const auto &[m, n] : sideNames())
            if (m == mask) return QString::fromLatin1(n);
        return {};
    }
    case SegmentKind::Field: {
        if (s.ports == 0) return QStringLiteral("I"); // an inner field
        QStringList parts;
        const int mask = segmentHalves(type, rot, segment);
        for (int i = 0; i < 8; ++i)
            if (mask & (1 << i)) parts << QString::fromLatin1(kHalfNames[i]);
        return parts.join(u'.');
    }
    case SegmentKind::Castle:
    case SegmentKind::River:
        return {};
    }
    return {};
}

} // namespace ml::jcz
