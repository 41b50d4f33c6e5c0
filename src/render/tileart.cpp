// SPDX-License-Identifier: GPL-3.0-or-later
#include "tileart.h"

#include "filereading.h"
#include "tilecatalogue.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QPainter>
#include <QSvgRenderer>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>

namespace ml
{

namespace
{

using ProblemCode = TileArt::ProblemCode;

bool isSafeFileNameCharacter(QChar c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9') ||
           c == u'-' || c == u'_';
}

// A url(...) in an attribute or a style sheet that points anywhere but into the document
// itself: QtSvg follows only "#id", but a reference outside is never what a tile needs.
QString outsideUrl(QStringView text)
{
    qsizetype from = 0;
    for (;;) {
        const qsizetype at = text.indexOf(u"url(", from, Qt::CaseInsensitive);
        if (at < 0) return {};
        qsizetype i = at + 4;
        while (i < text.size() && (text[i].isSpace() || text[i] == u'"' || text[i] == u'\''))
            ++i;
        if (i >= text.size() || text[i] != u'#') {
            const qsizetype end = text.indexOf(u')', at);
            return text.mid(at, end < 0 ? 80 : std::min<qsizetype>(end - at + 1, 80)).toString();
        }
        from = i;
    }
}

// Looks through an SVG before QtSvg parses it. QtSvg 6.4 loads the file an <image> names
// (any path, relative to the working folder), expands a <use> of a <use> without bound and
// draws nested groups recursively; so a tile picture may hold none of these beyond small
// limits, no document type (entities) and no processing instruction (style sheets).
bool checkSvg(const QByteArray &bytes, TileArt::Problem *problem)
{
    const auto refuse = [problem](ProblemCode code, const QStringList &args = {}) {
        problem->code = code;
        problem->args = args;
        return false;
    };
    QXmlStreamReader xml(bytes);
    int depth = 0;
    int clones = 0;
    bool inStyle = false;
    bool seenRoot = false;
    while (!xml.atEnd()) {
        switch (xml.readNext()) {
        case QXmlStreamReader::DTD:
        case QXmlStreamReader::EntityReference:
            return refuse(ProblemCode::SvgDocumentType);
        case QXmlStreamReader::ProcessingInstruction:
            return refuse(ProblemCode::SvgInstruction,
                          {xml.processingInstructionTarget().left(80).toString()});
        case QXmlStreamReader::StartElement: {
            if (++depth > TileArt::kMaxSvgDepth)
                return refuse(ProblemCode::SvgTooDeep, {QString::number(TileArt::kMaxSvgDepth)});
            const QStringView name = xml.name();
            if (!seenRoot && name != u"svg")
                return refuse(ProblemCode::SvgNotSvg, {name.left(80).toString()});
            seenRoot = true;
            if (name == u"image") return refuse(ProblemCode::SvgImage);
            if (name == u"use" && ++clones > TileArt::kMaxSvgClones)
                return refuse(ProblemCode::SvgTooManyClones,
                              {QString::number(TileArt::kMaxSvgClones)});
            inStyle = name == u"style";
            for (const QXmlStreamAttribute &a : xml.attributes()) {
                const QStringView value = a.value();
                if (a.name() == u"href" && !value.trimmed().startsWith(u'#'))
                    return refuse(ProblemCode::SvgReference, {value.left(80).toString()});
                if (const QString url = outsideUrl(value); !url.isEmpty())
                    return refuse(ProblemCode::SvgReference, {url});
            }
            break;
        }
        case QXmlStreamReader::EndElement:
            --depth;
            inStyle = false;
            break;
        case QXmlStreamReader::Characters:
            if (inStyle) {
                const QStringView text = xml.text();
                if (const QString url = outsideUrl(text); !url.isEmpty())
                    return refuse(ProblemCode::SvgReference, {url});
                if (text.contains(u"@import", Qt::CaseInsensitive))
                    return refuse(ProblemCode::SvgReference, {QStringLiteral("@import")});
            }
            break;
        default:
            break;
        }
    }
    if (xml.hasError())
        return refuse(ProblemCode::SvgSyntax,
                      {QString::number(xml.lineNumber()), QString::number(xml.columnNumber()),
                       xml.errorString()});
    if (!seenRoot) return refuse(ProblemCode::EmptyPicture);
    return true;
}

// The size a raster picture is kept at: at most kKeptCellPixels² pixels (a double tile
// twice that) and never larger than it is.
QSize keptSize(QSize size)
{
    const qreal cell = TileArt::kKeptCellPixels;
    const qreal area = qreal(size.width()) * size.height();
    const qreal scale = std::min({1.0, std::sqrt(2 * cell * cell / area),
                                  2 * cell / qreal(std::max(size.width(), size.height()))});
    if (scale >= 1.0) return size;
    return {std::max(1, int(std::lround(size.width() * scale))),
            std::max(1, int(std::lround(size.height() * scale)))};
}

struct InUse {
    std::shared_ptr<const TileArt> art;
    quint64 serial = 0;
};
InUse &inUseState()
{
    static InUse state;
    return state;
}

} // namespace

std::shared_ptr<const TileArt::Picture> TileArt::Picture::read(const QString &path,
                                                               Problem *problem)
{
    Problem ignored;
    Problem *p = problem ? problem : &ignored;
    p->fileName = QFileInfo(path).fileName();
    p->args.clear();
    const bool svg = path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    const auto bytes = readFileAtMost(path, svg ? kSvgFileLimit : kRasterFileLimit, &p->readError);
    if (!bytes) {
        p->code = ProblemCode::CannotRead;
        return nullptr;
    }
    auto picture = std::make_shared<Picture>();
    if (svg) {
        if (!checkSvg(*bytes, p)) return nullptr;
        auto renderer = std::make_shared<QSvgRenderer>();
        if (!renderer->load(*bytes) || !renderer->isValid()) {
            p->code = ProblemCode::SvgUndrawable;
            return nullptr;
        }
        const QRectF box = renderer->viewBoxF();
        if (!(box.width() > 0 && box.height() > 0 && std::isfinite(box.width()) &&
              std::isfinite(box.height()))) {
            p->code = ProblemCode::EmptyPicture;
            return nullptr;
        }
        picture->m_size = box.size();
        picture->m_svg = std::move(renderer);
        return picture;
    }

    QByteArray data = *bytes;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer, "png");
    reader.setDecideFormatFromContent(false);
    if (!reader.canRead()) {
        p->code = ProblemCode::NotPng;
        return nullptr;
    }
    // The header's size, before a pixel is decoded.
    const QSize size = reader.size();
    if (!size.isValid()) {
        p->code = ProblemCode::Damaged;
        return nullptr;
    }
    if (size.isEmpty()) {
        p->code = ProblemCode::EmptyPicture;
        return nullptr;
    }
    if (size.width() > kMaxSide || size.height() > kMaxSide ||
        qint64(size.width()) * size.height() > kMaxPixels) {
        p->code = ProblemCode::TooManyPixels;
        p->args = {QString::number(size.width()), QString::number(size.height())};
        return nullptr;
    }
    const QSize kept = keptSize(size);
    if (kept != size) reader.setScaledSize(kept);
    QImage image = reader.read();
    if (image.isNull()) {
        p->code = ProblemCode::Damaged;
        return nullptr;
    }
    picture->m_image = image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
    picture->m_size = QSizeF(size);
    return picture;
}

void TileArt::Picture::draw(QPainter *painter, const QRectF &rect) const
{
    const QSizeF fit = m_size.scaled(rect.size(), Qt::KeepAspectRatio);
    const QRectF target(rect.center().x() - fit.width() / 2, rect.center().y() - fit.height() / 2,
                        fit.width(), fit.height());
    if (m_svg) {
        m_svg->render(painter, target);
        return;
    }
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->drawImage(target, m_image);
    painter->restore();
}

std::shared_ptr<const TileArt> TileArt::load(const QString &folder)
{
    const QFileInfo info(folder);
    if (!info.isDir() || !info.isReadable()) return nullptr;
    auto art = std::make_shared<TileArt>();
    art->m_folder = folder;
    const QDir dir(folder);
    if (!dir.isReadable()) return nullptr;
    QStringList names = dir.entryList(
        QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    // SVG first, so that it is the one used when a tile has both.
    std::stable_sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return a.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive) &&
               !b.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive);
    });
    QHash<QString, QString> usedFile; // id -> file name
    for (const QString &name : names) {
        const qsizetype dot = name.lastIndexOf(u'.');
        if (dot <= 0) continue;
        const QStringView suffix = QStringView(name).mid(dot + 1);
        if (suffix.compare(u"png", Qt::CaseInsensitive) != 0 &&
            suffix.compare(u"svg", Qt::CaseInsensitive) != 0)
            continue;
        const QString id = idFromFileName(QStringView(name).left(dot));
        Problem problem;
        problem.fileName = name;
        if (const auto used = usedFile.constFind(id); used != usedFile.cend()) {
            problem.code = ProblemCode::TwoPictures;
            problem.args = {*used};
            art->m_problems.append(problem);
            continue;
        }
        if (art->m_pictures.size() >= kMaxPictures) {
            problem.code = ProblemCode::TooManyPictures;
            problem.args = {QString::number(kMaxPictures)};
            art->m_problems.append(problem);
            continue;
        }
        if (auto picture = Picture::read(dir.filePath(name), &problem)) {
            art->m_pictures.insert(id, picture);
            usedFile.insert(id, name);
        } else {
            art->m_problems.append(problem);
        }
    }
    std::sort(art->m_problems.begin(), art->m_problems.end(),
              [](const Problem &a, const Problem &b) { return a.fileName < b.fileName; });
    return art;
}

QStringList TileArt::missing() const
{
    QStringList ids;
    for (const TileType *t : TileCatalogue::builtin().all())
        ids << t->id;
    return missingOf(ids);
}

QStringList TileArt::missingOf(const QStringList &ids) const
{
    QStringList missing;
    for (const QString &id : ids)
        if (!m_pictures.contains(id) && !missing.contains(id)) missing << id;
    return missing;
}

bool TileArt::covers(const TileType &type) const
{
    if (!m_pictures.contains(type.id)) return false;
    const TileType *listed = TileCatalogue::builtin().find(type.id);
    return !listed || listed == &type || listed->sidesString() == type.sidesString();
}

void TileArt::draw(QPainter *painter, const TileType &type, const QRectF &rect) const
{
    const auto it = m_pictures.constFind(type.id);
    if (it == m_pictures.cend()) return;
    painter->fillRect(rect, Qt::white);
    (*it)->draw(painter, rect);
}

QString TileArt::fileBaseName(QStringView id)
{
    QString name;
    for (const QChar c : id) {
        if (isSafeFileNameCharacter(c)) {
            name += c;
            continue;
        }
        for (const char byte : QString(c).toUtf8())
            name += u'%' + QString::number(uchar(byte), 16).rightJustified(2, u'0').toUpper();
    }
    return name;
}

QString TileArt::idFromFileName(QStringView baseName)
{
    return QString::fromUtf8(QByteArray::fromPercentEncoding(baseName.toUtf8()));
}

void TileArt::setInUse(std::shared_ptr<const TileArt> art)
{
    InUse &state = inUseState();
    state.art = std::move(art);
    ++state.serial;
}

std::shared_ptr<const TileArt> TileArt::inUse()
{
    return inUseState().art;
}

quint64 TileArt::inUseSerial()
{
    return inUseState().serial;
}

QString TileArt::problemEnglish(const Problem &problem)
{
    const auto arg = [&problem](int i) { return problem.args.value(i); };
    QString why;
    switch (problem.code) {
    case ProblemCode::CannotRead:
        why = problem.readError.reason;
        break;
    case ProblemCode::NotPng:
        why = QStringLiteral("not a PNG picture");
        break;
    case ProblemCode::Damaged:
        why = QStringLiteral("the picture's data is damaged or cut short");
        break;
    case ProblemCode::SvgUndrawable:
        why = QStringLiteral("the SVG engine cannot draw it");
        break;
    case ProblemCode::TooManyPixels:
        why = QStringLiteral("the picture is %1 x %2 pixels; a tile picture may be at most %3 "
                             "pixels on a side and %4 pixels in all (4096 x 4096)")
                  .arg(arg(0), arg(1))
                  .arg(kMaxSide)
                  .arg(kMaxPixels);
        break;
    case ProblemCode::EmptyPicture:
        why = QStringLiteral("the picture has no size");
        break;
    case ProblemCode::SvgSyntax:
        why = QStringLiteral("not a valid SVG: line %1, column %2: %3").arg(arg(0), arg(1), arg(2));
        break;
    case ProblemCode::SvgDocumentType:
        why = QStringLiteral("the SVG declares a document type (DTD), which tile pictures may not");
        break;
    case ProblemCode::SvgInstruction:
        why = QStringLiteral("the SVG holds the processing instruction \"%1\", which tile "
                             "pictures may not")
                  .arg(arg(0));
        break;
    case ProblemCode::SvgNotSvg:
        why = QStringLiteral("not an SVG: the document is a <%1>").arg(arg(0));
        break;
    case ProblemCode::SvgImage:
        why = QStringLiteral("the SVG holds an <image>; a tile picture in SVG is drawn from "
                             "shapes only (save a scan as PNG)");
        break;
    case ProblemCode::SvgReference:
        why = QStringLiteral("the SVG refers to something outside itself: %1").arg(arg(0));
        break;
    case ProblemCode::SvgTooDeep:
        why = QStringLiteral("the SVG nests its elements more than %1 deep").arg(arg(0));
        break;
    case ProblemCode::SvgTooManyClones:
        why = QStringLiteral("the SVG holds more than %1 <use> elements").arg(arg(0));
        break;
    case ProblemCode::TooManyPictures:
        why = QStringLiteral("the folder holds more than %1 tile pictures").arg(arg(0));
        break;
    case ProblemCode::TwoPictures:
        why = QStringLiteral("the tile already has a picture, %1").arg(arg(0));
        break;
    }
    return QStringLiteral("%1: %2").arg(problem.fileName, why);
}

} // namespace ml
