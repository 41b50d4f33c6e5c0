// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleoptions.h"

namespace ml
{

namespace
{
struct SetName {
    RuleSet set;
    const char16_t *name;
};
const SetName kSets[] = {{SetBase, u"base"},
                         {SetHillsSheep, u"hills-sheep"},
                         {SetGermanCastles, u"german-castles"},
                         {SetMageWitch, u"mage-witch"},
                         {SetAbbot, u"abbot"},
                         {SetRiver, u"river"},
                         {SetInnsCathedrals, u"inns-cathedrals"},
                         {SetTradersBuilders, u"traders-builders"}};

// One table for every option: key, allowed values, the set it belongs to.
struct OptionInfo {
    const char16_t *key;
    RuleSet set;
    QStringList values;
};
const QList<OptionInfo> &optionTable()
{
    static const QList<OptionInfo> table = {
        {u"tinyCity", SetBase, {QStringLiteral("4"), QStringLiteral("2")}},
        {u"farmers",
         SetBase,
         {QStringLiteral("per-field"), QStringLiteral("per-field-once"),
          QStringLiteral("per-city")}},
        {u"hillTiebreak", SetHillsSheep, {QStringLiteral("presence"), QStringLiteral("count")}},
        {u"shepherdAction",
         SetHillsSheep,
         {QStringLiteral("required"), QStringLiteral("optional")}},
        {u"castleCount", SetGermanCastles, {QStringLiteral("cells"), QStringLiteral("tile")}},
        {u"castleEnd", SetGermanCastles, {QStringLiteral("c3"), QStringLiteral("c2")}},
        {u"witchHalvesCastleBonus",
         SetMageWitch,
         {QStringLiteral("false"), QStringLiteral("true")}},
        {u"largeMeepleHill",
         SetInnsCathedrals,
         {QStringLiteral("figure"), QStringLiteral("strength")}},
        {u"doubleTurnCastle",
         SetTradersBuilders,
         {QStringLiteral("allowed"), QStringLiteral("draw-only")}},
    };
    return table;
}
const OptionInfo *findOption(const QString &key)
{
    for (const auto &o : optionTable())
        if (QStringView(o.key) == key) return &o;
    return nullptr;
}
} // namespace

QString ruleSetName(RuleSet set)
{
    for (const auto &s : kSets)
        if (s.set == set) return QString::fromUtf16(s.name);
    return {};
}

bool ruleSetFromName(QStringView name, RuleSet *set)
{
    for (const auto &s : kSets)
        if (QStringView(s.name) == name) {
            *set = s.set;
            return true;
        }
    return false;
}

quint8 ruleSetOfTile(const TileType &type)
{
    RuleSet set = SetBase;
    if (ruleSetFromName(type.set, &set)) return set;
    return 0; // custom tiles belong to no set
}

RuleOptions RuleOptions::defaultsFor(Edition edition)
{
    RuleOptions o;
    o.castleCount = edition == Edition::C3 ? CastleCount::Cells : CastleCount::Tile;
    o.castleEnd = edition == Edition::C3 ? CastleEnd::C3 : CastleEnd::C2;
    return o;
}

QStringList RuleOptions::keys()
{
    QStringList keys;
    for (const auto &o : optionTable())
        keys << QString::fromUtf16(o.key);
    return keys;
}

RuleSet RuleOptions::setOf(const QString &key)
{
    const OptionInfo *o = findOption(key);
    return o ? o->set : SetBase;
}

QStringList RuleOptions::values(const QString &key)
{
    const OptionInfo *o = findOption(key);
    return o ? o->values : QStringList();
}

bool RuleOptions::set(const QString &key, const QString &value, QString *error)
{
    const OptionInfo *o = findOption(key);
    if (!o) {
        *error = QStringLiteral("unknown rules option '%1' (known: %2)")
                     .arg(key, keys().join(QStringLiteral(", ")));
        return false;
    }
    const qsizetype v = o->values.indexOf(value);
    if (v < 0) {
        *error = QStringLiteral("option %1 cannot be '%2' (allowed: %3)")
                     .arg(key, value, o->values.join(QStringLiteral(", ")));
        return false;
    }
    if (key == u"tinyCity")
        tinyCity = v == 0 ? 4 : 2;
    else if (key == u"farmers")
        farmers = Farmers(v);
    else if (key == u"hillTiebreak")
        hillTiebreak = HillTiebreak(v);
    else if (key == u"shepherdAction")
        shepherdOptional = v == 1;
    else if (key == u"castleCount")
        castleCount = CastleCount(v);
    else if (key == u"castleEnd")
        castleEnd = CastleEnd(v);
    else if (key == u"witchHalvesCastleBonus")
        witchHalvesCastleBonus = v == 1;
    else if (key == u"largeMeepleHill")
        largeMeepleHill = LargeMeepleHill(v);
    else if (key == u"doubleTurnCastle")
        doubleTurnCastle = DoubleTurnCastle(v);
    return true;
}

QString RuleOptions::value(const QString &key) const
{
    const OptionInfo *o = findOption(key);
    if (!o) return {};
    int v = 0;
    if (key == u"tinyCity")
        v = tinyCity == 4 ? 0 : 1;
    else if (key == u"farmers")
        v = int(farmers);
    else if (key == u"hillTiebreak")
        v = int(hillTiebreak);
    else if (key == u"shepherdAction")
        v = shepherdOptional ? 1 : 0;
    else if (key == u"castleCount")
        v = int(castleCount);
    else if (key == u"castleEnd")
        v = int(castleEnd);
    else if (key == u"witchHalvesCastleBonus")
        v = witchHalvesCastleBonus ? 1 : 0;
    else if (key == u"largeMeepleHill")
        v = int(largeMeepleHill);
    else if (key == u"doubleTurnCastle")
        v = int(doubleTurnCastle);
    return o->values.at(v);
}

} // namespace ml
