// The CloudsView of ../shared/seeds/clouds-uikit.fr.txt, exactly as its author wrote it for iOS,
// in the Swift 5 language mode iOS apps of its time were built with.
import UIKit

class CloudsView: UIView {
  static let CloudSize: CGSize = CGSize(width: 84, height: 54)
  static let HorizontalRandomMaxOverflow: CGFloat = 200
  static let AnimationDuration: TimeInterval = 50
  static let SpawnTimeInterval: TimeInterval = 10

  func spawnCloud(origin: CGPoint) {
    let imageView = UIImageView(image: UIImage(named: "Cloud"))
    imageView.tintColor = .white
    imageView.alpha = 0.7
    imageView.frame = CGRect(origin: .zero, size: CloudsView.CloudSize)
    imageView.center = origin
    addSubview(imageView)

    let boundsWidth = self.bounds.size.width
    UIView.animate(withDuration: CloudsView.AnimationDuration, delay: 0, options: .curveLinear, animations: {
      imageView.center = CGPoint(x: origin.x + boundsWidth + CloudsView.CloudSize.width + CloudsView.HorizontalRandomMaxOverflow, y: origin.y)
    }) { (completed) in
      if completed {
        imageView.removeFromSuperview()
      }
    }
  }

  func spawnBunchOfCloudsInTheSky() {
    let NumberOfClouds = Int.random(in: 2...3)

    for _ in 0..<NumberOfClouds {
      spawnCloudInTheSky()
    }
  }

  func spawnCloudInTheSky() {
    let x = CGFloat.random(in: 0..<self.bounds.size.width)
    let y = CGFloat.random(in: (CloudsView.CloudSize.height / 2)..<(self.bounds.size.height - CloudsView.CloudSize.height / 2))
    // Je prend en compte la hauteur du nuage pour éviter qu’il dépasse en haut ou en bas de la vue.

    spawnCloud(origin: CGPoint(x: x, y: y))
  }

  func spawnCloudFromTheSide() {
    let x = CGFloat.random(in: -CloudsView.HorizontalRandomMaxOverflow..<0)
    let y = CGFloat.random(in: (CloudsView.CloudSize.height / 2)..<(self.bounds.size.height - CloudsView.CloudSize.height / 2))

    spawnCloud(origin: CGPoint(x: x, y: y))
  }

  func startAnimation() {
    spawnBunchOfCloudsInTheSky()
    spawnCloudFromTheSide()

    Timer.scheduledTimer(withTimeInterval: CloudsView.SpawnTimeInterval, repeats: true) { (timer) in
      self.spawnCloudFromTheSide()
    }
  }
}
