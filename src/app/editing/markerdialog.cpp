// SPDX-License-Identifier: GPL-3.0-or-later
#include "markerdialog.h"

#include "annotationpainter.h"
#include "annotationtextdialog.h"
#include "boarddocument.h"
#include "ui_markerdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPainter>
#include <QPixmap>

namespace ml
{

MarkerDialog::MarkerDialog(QWidget *parent)
    : QDialog(parent), m_ui(std::make_unique<Ui::MarkerDialog>())
{
    m_ui->setupUi(this);
    for (const MarkerShape s : kMarkerShapes)
        m_ui->shape->addItem(shapeIcon(s), shapeText(s), int(s));
    m_ui->problem->hide();
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, &MarkerDialog::accept);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

MarkerDialog::~MarkerDialog() = default;

QString MarkerDialog::shapeText(MarkerShape shape)
{
    switch (shape) {
    case MarkerShape::Circle:
        return tr("Circle");
    case MarkerShape::Square:
        return tr("Square");
    case MarkerShape::Triangle:
        return tr("Triangle");
    case MarkerShape::Cross:
        return tr("Cross");
    }
    return {};
}

QIcon MarkerDialog::shapeIcon(MarkerShape shape)
{
    // Drawn as the board draws it, in the default black, so the list shows what it makes.
    QPixmap pixmap(32, 32);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    AnnotationPainter::paintMarker(&painter, shape, {}, QPointF(16, 17), 9,
                                   QColor(defaultAnnotationColor(AnnotationType::Number)));
    return QIcon(pixmap);
}

void MarkerDialog::setMarker(const Annotation &marker)
{
    m_ui->shape->setCurrentIndex(m_ui->shape->findData(int(marker.shape)));
    m_ui->englishText->setText(marker.text.in(QStringLiteral("en")));
    m_ui->dutchText->setText(marker.text.in(QStringLiteral("nl")));
    m_ui->englishMeaning->setText(marker.meaning.in(QStringLiteral("en")));
    m_ui->dutchMeaning->setText(marker.meaning.in(QStringLiteral("nl")));
}

AnnotationText MarkerDialog::text() const
{
    return AnnotationTextDialog::fromLanguages(m_ui->englishText->text(), m_ui->dutchText->text());
}

MarkerShape MarkerDialog::shape() const
{
    return MarkerShape(m_ui->shape->currentData().toInt());
}

AnnotationText MarkerDialog::meaning() const
{
    return AnnotationTextDialog::fromLanguages(m_ui->englishMeaning->text(),
                                               m_ui->dutchMeaning->text());
}

void MarkerDialog::accept()
{
    if (text().isEmpty() && !markerTextOptional(shape())) {
        m_ui->problem->setText(tr("A circle or a square needs a text; only a triangle or a "
                                  "cross may go without."));
        m_ui->problem->show();
        m_ui->englishText->setFocus();
        return;
    }
    QDialog::accept();
}

bool MarkerDialog::edit(QWidget *parent, BoardDocument *document, int index, QString *why)
{
    const QList<Annotation> all = document->annotations();
    if (index < 0 || index >= all.size() || all[index].type != AnnotationType::Number) return false;
    MarkerDialog dialog(parent);
    dialog.setMarker(all[index]);
    if (dialog.exec() != QDialog::Accepted) return false;
    return document->setMarker(index, dialog.text(), dialog.shape(), dialog.meaning(), why);
}

} // namespace ml
